import type { TextKey } from '@lernstapel/texts';
import { validateAddToFolder, validateFolderName } from './validate-folder';

const EXISTING = ['Französisch', 'Mathe 5a', 'Übungen'];

describe('validateFolderName (01 §5: must not exist, case-insensitive)', () => {
  it.each<[string, TextKey[]]>([
    ['Englisch', []],
    ['Mathe 5b', []],
    ['Französisch', ['validierung.ordnerExistiert']],
    ['französisch', ['validierung.ordnerExistiert']],
    ['FRANZÖSISCH', ['validierung.ordnerExistiert']],
    ['ÜBUNGEN', ['validierung.ordnerExistiert']],
    ['  mathe 5A ', ['validierung.ordnerExistiert']],
    ['', ['validierung.ordnernameFehlt']],
    ['   ', ['validierung.ordnernameFehlt']],
  ])('%j → %j', (name, expected) => {
    expect(validateFolderName(name, EXISTING)).toEqual(expected);
  });

  it('accepts any name when there are no folders', () => {
    expect(validateFolderName('Französisch', [])).toEqual([]);
  });
});

describe('validateAddToFolder (01 §5: at least one selection)', () => {
  it.each<[number[], TextKey[]]>([
    [[], ['validierung.keinStapelGewaehlt']],
    [[4], []],
    [[4, 9], []],
  ])('%j → %j', (selected, expected) => {
    expect(validateAddToFolder(selected)).toEqual(expected);
  });
});
