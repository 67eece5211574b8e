/** 01 §9: the shared-with list is truncated at 30 characters. */
export const GETEILT_MIT_MAX_ZEICHEN = 30;

/**
 * 01 §3 geteiltebenutzer, §9: the recipients' names, comma-separated, cut after 30 characters
 * with '…' when longer (by characters, so 'ä' or an emoji counts once).
 */
export function geteiltMitKurz(namen: readonly string[]): string {
  const text = namen.join(', ');
  const zeichen = [...text];
  if (zeichen.length <= GETEILT_MIT_MAX_ZEICHEN) return text;
  return `${zeichen.slice(0, GETEILT_MIT_MAX_ZEICHEN).join('').trimEnd()}…`;
}

/** Who a share, team or hand-in list offers (01 §6: a pupil is not in their own share list). */
export interface Teilbar {
  id: number;
}

/** 01 §6: the candidates without the pupil themself; a teacher keeps their own entry. */
export function teilenEmpfaenger<T extends Teilbar>(
  kandidaten: readonly T[],
  benutzer: { id: number; ist_schueler: boolean },
): T[] {
  return benutzer.ist_schueler
    ? kandidaten.filter((kandidat) => kandidat.id !== benutzer.id)
    : [...kandidaten];
}
