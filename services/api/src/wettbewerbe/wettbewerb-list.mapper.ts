import type { WettbewerbListItem } from '@lernstapel/contracts';
import type { Wettbewerb } from './entities/wettbewerb.entity';

export interface WettbewerbListExtras {
  start_benutzername: string;
  anzahl_teilnehmer: number;
  einladung_angenommen: boolean;
}

/** Wettbewerb (+ starter name, participant count, the viewer's invitation) → race list row. */
export function toWettbewerbListItem(
  wettbewerb: Wettbewerb,
  extras: WettbewerbListExtras,
): WettbewerbListItem {
  return {
    id: wettbewerb.id,
    unterrichtsmodul_id: wettbewerb.unterrichtsmodul_id,
    modultitel: wettbewerb.modultitel,
    modus: wettbewerb.modus,
    startzeit: wettbewerb.startzeit ? wettbewerb.startzeit.toISOString() : null,
    ist_gestartet: wettbewerb.ist_gestartet,
    start_benutzer_id: wettbewerb.start_benutzer_id,
    start_benutzername: extras.start_benutzername,
    anzahl_teilnehmer: extras.anzahl_teilnehmer,
    einladung_angenommen: extras.einladung_angenommen,
  };
}
