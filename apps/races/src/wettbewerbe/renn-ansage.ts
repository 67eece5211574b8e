import type { WettbewerbTeilnehmer } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';

/**
 * What a screen reader hears about the running race: only what changed for this player, not every
 * move. The winner and the end are alerts of their own (and take the focus), so they are not here.
 */
export interface AnsageStand {
  laeuft: boolean;
  /** The viewer's place (1 = in front; equal positions share it); null when not playing. */
  rang: number | null;
  anzahl: number;
}

/** 1 + the players ahead of the viewer; null when the viewer does not play. */
export function rangVon(
  teilnehmer: readonly WettbewerbTeilnehmer[],
  userId: number | undefined,
): number | null {
  const eigene = teilnehmer.find((person) => person.benutzer_id === userId);
  if (!eigene) return null;
  return 1 + teilnehmer.filter((person) => person.position > eigene.position).length;
}

/**
 * The polite announcement for a change of the race (issue 23): the start, and a new place of the
 * viewer. Nothing on the first render and nothing for moves that leave the viewer's place as it was.
 */
export function rennAnsage(vorher: AnsageStand | null, jetzt: AnsageStand): string | null {
  if (!vorher || !jetzt.laeuft) return null;
  if (!vorher.laeuft) return t('wettbewerbe.ansageGestartet');
  if (jetzt.rang !== null && vorher.rang !== null && jetzt.rang !== vorher.rang) {
    return t('wettbewerbe.ansagePlatz', { rang: jetzt.rang, anzahl: jetzt.anzahl });
  }
  return null;
}
