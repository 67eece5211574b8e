import type { WettbewerbDetail, WettbewerbTeilnehmer } from '@lernstapel/contracts';
import { RACE_MODI, type RaceModus, raceQuestionCount } from '@lernstapel/rules';
import type { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import type { Wettbewerb } from './entities/wettbewerb.entity';
import { toWettbewerbListItem, type WettbewerbListExtras } from './wettbewerb-list.mapper';

export interface WettbewerbDetailExtras extends WettbewerbListExtras {
  sieger_benutzername: string | null;
  /** Cards of the race's stack now. */
  anzahl_karten: number;
}

export interface TeilnehmerMitName {
  teilnahme: SchuelerImWettbewerb;
  benutzername: string;
}

/** Wettbewerb (+ names, the viewer's invitation, card count) and its participants → race screen data. */
export function toWettbewerbDetail(
  wettbewerb: Wettbewerb,
  extras: WettbewerbDetailExtras,
  teilnehmer: readonly TeilnehmerMitName[],
): WettbewerbDetail {
  return {
    wettbewerb: {
      ...toWettbewerbListItem(wettbewerb, extras),
      sieger_benutzer_id: wettbewerb.sieger_benutzer_id,
      sieger_benutzername: extras.sieger_benutzername,
      anzahl_fragen_beantwortet: wettbewerb.anzahl_fragen_beantwortet,
      anzahl_fragen: raceQuestionCount(raceModus(wettbewerb.modus), extras.anzahl_karten),
      beendet: istBeendet(wettbewerb),
    },
    schuelerImWettbewerbs: teilnehmer.map(({ teilnahme, benutzername }) =>
      toWettbewerbTeilnehmer(teilnahme, benutzername),
    ),
  };
}

export function toWettbewerbTeilnehmer(
  teilnahme: SchuelerImWettbewerb,
  benutzername: string,
): WettbewerbTeilnehmer {
  return {
    id: teilnahme.id,
    benutzer_id: teilnahme.benutzer_id,
    benutzername,
    start_nr: teilnahme.start_nr,
    einladung_angenommen: teilnahme.einladung_angenommen,
    farbe: teilnahme.farbe,
    position: teilnahme.position,
  };
}

/** 01 §4 race modes 0, 1, 2; a stored value outside them counts as 0 (all questions). */
export function raceModus(modus: number): RaceModus {
  return RACE_MODI.find((known) => known === modus) ?? 0;
}

/**
 * Ended by its starter before anyone won (issue 23): it ran (a start sets startzeit) and is no
 * longer started. A won race stays started, so this is never true for a race with a winner.
 */
export function istBeendet(wettbewerb: Pick<Wettbewerb, 'ist_gestartet' | 'startzeit'>): boolean {
  return !wettbewerb.ist_gestartet && wettbewerb.startzeit !== null;
}
