import type { CardAnswer } from '@lernstapel/rules';

/** A race the user takes part in (GET /api/wettbewerbe/benutzer/{id}). */
export interface WettbewerbListItem {
  id: number;
  unterrichtsmodul_id: number;
  modultitel: string;
  modus: number;
  /** ISO date-time or null when not scheduled */
  startzeit: string | null;
  ist_gestartet: boolean;
  start_benutzer_id: number;
  start_benutzername: string;
  anzahl_teilnehmer: number;
  einladung_angenommen: boolean;
}

/** A participant of a race (01 §3 SchuelerImWettbewerb). */
export interface WettbewerbTeilnehmer {
  id: number;
  benutzer_id: number;
  benutzername: string;
  start_nr: number;
  einladung_angenommen: boolean;
  farbe: string | null;
  position: number;
}

/** GET /api/wettbewerbe/{id}: the race screen's data (02 §7), without the cards for now. */
export interface WettbewerbDetail {
  wettbewerb: WettbewerbListItem & {
    sieger_benutzer_id: number | null;
    sieger_benutzername: string | null;
    anzahl_fragen_beantwortet: number;
    /** Questions needed to win: raceQuestionCount(modus, cards of the stack). */
    anzahl_fragen: number;
    /** The starter ended the race before anyone won (it can be started again); positions stay. */
    beendet: boolean;
  };
  schuelerImWettbewerbs: WettbewerbTeilnehmer[];
}

/** POST /api/wettbewerbe (01 §4, §5): a race over a stack with up to 5 invited of the own class. */
export interface WettbewerbErstellen {
  unterrichtsmodul_id: number;
  /** 0 all questions, 1 half, 2 two thirds (raceModeOptions of @lernstapel/rules). */
  modus: number;
  /** Invited users of the own class; the starter is added and accepted automatically. */
  teilnehmer: number[];
}

/**
 * The shared state of a race after any change: pushed to its participants and starter (event
 * 'wettbewerb') and answered by the race's actions. Per-user fields are not in it.
 */
export interface WettbewerbStand {
  id: number;
  ist_gestartet: boolean;
  /** The starter ended the race before anyone won: every screen says so and shows the table so far. */
  beendet: boolean;
  sieger_benutzer_id: number | null;
  sieger_benutzername: string | null;
  anzahl_fragen: number;
  anzahl_fragen_beantwortet: number;
  teilnehmer: WettbewerbTeilnehmer[];
}

/** A label marker of a labelled image; `text` only where the card shows it (number mode list). */
export interface WettbewerbMarke {
  nummer: number;
  x: number;
  y: number;
  pfeil: number;
}

/**
 * The card a player is on, without what would give the answer away (02 §4: the server checks).
 * `modus` is the card's answer mode (answerModeOf, 1 to 7).
 */
export interface WettbewerbKarte {
  id: number;
  modus: number;
  frage: string;
  frage_videobild_url: string;
  /** Oral cards only: the answer the player checks themselves against. */
  antwort: string | null;
  /** Multiple choice: the answer texts (slots 1..anzahl_antworten), never which are right. */
  antworten: { nummer: number; text: string; imageurl: string }[];
  konjug_sprache: string;
  konjug_zeitform: string;
  konjug_verb: string;
  /** Labelled image: the markers; in number mode also the label texts with their shown numbers. */
  marken: WettbewerbMarke[];
  beschriftung_antwort_nummern: boolean;
  beschriftung_liste: { nummer: number; text: string }[];
}

/** GET /api/wettbewerbe/{id}/frage: where the player is; `karte` null once done or not started. */
export interface WettbewerbFrage {
  position: number;
  anzahl_fragen: number;
  karte: WettbewerbKarte | null;
}

/**
 * POST /api/wettbewerbe/{id}/antwort: `position` is the card the answer is for (a stale or repeated
 * answer is refused), `antwort` a CardAnswer of @lernstapel/rules.
 */
export interface WettbewerbAntwort {
  position: number;
  antwort: CardAnswer;
}

export interface WettbewerbAntwortErgebnis {
  richtig: boolean;
  frage: WettbewerbFrage;
  stand: WettbewerbStand;
}
