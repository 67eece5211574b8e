import type { StapelablageItem, StapelablageStatus } from '@lernstapel/contracts';
import { stapelablageSchritte } from '@lernstapel/rules';
import type { TextKey } from '@lernstapel/texts';

/** 01 §4: the button of each step, named after the target status. */
export const SCHRITT_LABEL: Record<StapelablageStatus, TextKey> = {
  Korrigieren: 'stapelablage.ueberpruefen',
  'Warten auf Verbesserung': 'stapelablage.verbesserungMelden',
  Fertig: 'stapelablage.korrigiertUndOk',
  'Warten auf Überprüfung': 'stapelablage.erneutAbgeben',
};

/**
 * The steps the user may take on the hand-ins of one stack, from the card list (the review itself
 * has started when it opens): reviewer 'Verbesserung melden', 'Korrigiert und OK'; sender 'Erneut
 * abgeben'. None while waiting for the other party (rule stapelablageSchritte).
 */
export function schritteAmStapel(
  eintraege: readonly StapelablageItem[],
  stapelId: number,
  benutzerId: number,
): { eintrag: StapelablageItem; schritte: StapelablageStatus[] }[] {
  return eintraege
    .filter((eintrag) => eintrag.unterrichtsmodule_id === stapelId)
    .map((eintrag) => ({
      eintrag,
      schritte: stapelablageSchritte(eintrag, benutzerId).filter((schritt) => schritt !== 'Korrigieren'),
    }))
    .filter(({ schritte }) => schritte.length > 0);
}

/** 02 §6: the reviewer on turn marks cards of a stack handed in to them. */
export function istPrueferAmZug(
  eintraege: readonly StapelablageItem[],
  stapelId: number,
  benutzerId: number,
): boolean {
  return eintraege.some(
    (eintrag) =>
      eintrag.unterrichtsmodule_id === stapelId &&
      eintrag.stapel_eigentuemer_id === benutzerId &&
      eintrag.aktion === 'ueberpruefen',
  );
}
