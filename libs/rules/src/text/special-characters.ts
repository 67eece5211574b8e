/** 02 §5: four repeated characters typed in a question or answer become a special character. */
export const SPECIAL_CHARACTER_SHORTCUTS: ReadonlyArray<readonly [string, string]> = [
  ['eeee', '€'],
  ['cccc', 'ç'],
  ['CCCC', 'Ç'],
  ['nnnn', 'ñ'],
  ['ssss', 'ß'],
  ['????', '¿'],
  ['!!!!', '¡'],
  ['<<<<', '«'],
  ['>>>>', '»'],
  ["''''", '"'],
];

const REPLACEMENTS = new Map(SPECIAL_CHARACTER_SHORTCUTS);
const PATTERN = new RegExp(
  SPECIAL_CHARACTER_SHORTCUTS.map(([shortcut]) => shortcut.replace(/[?!]/g, '\\$&')).join('|'),
  'g',
);

/**
 * `text` with every shortcut replaced, left to right without overlaps ('eeeee' → '€e'). Case
 * counts: only the shortcuts listed are replaced ('EEEE' stays).
 */
export function applySpecialCharacterShortcuts(text: string): string {
  return text.replace(PATTERN, (shortcut) => REPLACEMENTS.get(shortcut) ?? shortcut);
}
