import type { Karte } from './unterrichtsmodulteile';

/** An exam in the user's exam list (GET /api/pruefungen/{klassen_code}). */
export interface PruefungListItem {
  id: number;
  klassen_code: string;
  titel: string;
  /** ISO date (yyyy-mm-dd) */
  datum: string;
  freigegeben: boolean;
  ist_korrigiert: boolean;
  unterrichtsmodul_id: number | null;
  /** datum lies before today (shown as '(abgelaufen)', 01 §4). */
  abgelaufen: boolean;
  /** Pupils only (issue 23): the own status in this exam, null before Start; absent for teachers. */
  eigener_status?: PruefungStatusWert | null;
}

/** GET /api/pruefungen/id/{id}: the exam screen's header data (02 §2, §3). */
export interface PruefungDetail extends PruefungListItem {
  anweisung_vor_pruefung: string | null;
  gesamtpunktezahl: number;
  /** Title of the stack the exam was made from, null when it was deleted. */
  modultitel: string | null;
  anzahl_teile: number;
}

/** POST /api/pruefungen/id/{id}: the exam's header as the teacher prepares it (02 §2 vorbereiten). */
export interface PruefungSpeichernRequest {
  titel: string;
  /** ISO date (yyyy-mm-dd) */
  datum: string;
  anweisung_vor_pruefung: string;
}

/** POST /api/pruefungen/freigeben/{id}: release or withdraw (01 §4 freigegeben). */
export interface PruefungFreigebenRequest {
  freigegeben: boolean;
}

/** POST /api/pruefungen/delete */
export interface PruefungIdRequest {
  id: number;
}

/** One part as the teacher chooses it: a card of the chosen stack and its points (02 §5: ≥ 0). */
export interface PruefungsteilWahl {
  unterrichtsmodulteil_id: number;
  punkte: number;
}

/** PUT /api/pruefungen/pruefungsteile/{id}: the exam's stack and its parts, in this order. */
export interface PruefungsteileSpeichernRequest {
  unterrichtsmodul_id: number;
  teile: PruefungsteilWahl[];
}

/**
 * GET /api/pruefungen/pruefungsteile/{id} for teachers: each part with the snapshot of its card
 * (taken when the parts were saved, so later edits of the stack do not change the exam).
 */
export interface PruefungsteilLehrperson {
  id: number;
  /** null once the card was deleted from the stack: the part lives on in its snapshot `karte`. */
  unterrichtsmodulteil_id: number | null;
  punkte: number;
  karte: Karte;
}

/** A marker of a labelled image as a pupil sees it during the exam. */
export interface BeschriftungsMarke {
  /** The number shown at the marker: the label number (text mode) or its shuffled number (number mode). */
  nummer: number;
  x: number;
  y: number;
  pfeil: number;
}

/**
 * GET /api/pruefungen/pruefungsteile/{id} for a pupil once started: the part as a question of its card
 * type (02 §4 answer modes) without anything that tells the answer: no antwortN_richtig, no
 * true/false value, no conjugation forms, no label texts beside their markers.
 */
export interface PruefungsFrage {
  id: number;
  punkte: number;
  /** 02 §4 answer mode 1..7 */
  art: number;
  frage: string;
  frage_videobild_url: string;
  /** Multiple choice: the answer texts 1..anzahl_antworten (index + 1 = answer number). */
  antworten: string[];
  konjug_sprache: string;
  konjug_zeitform: string;
  konjug_verb: string;
  /** Labelling: the markers to answer. */
  marken: BeschriftungsMarke[];
  /** Labelling in number mode: the label texts by label number; the pupil types each one's marker number. */
  beschriftungstexte: { label: number; text: string }[];
  beschriftung_antwort_nummern: boolean;
}

/** A pupil's answer to one part (02 §3 SchuelerInPruefungsteil), as autosaved and handed in. */
export interface PruefungsAntwort {
  pruefungsteil_id: number;
  antwort1: string | null;
  antwort2: string | null;
  antwort3: string | null;
  antwort4: string | null;
  antwort5: string | null;
  /** -1 / null not answered, 0 false, 1 true */
  wahroderfalsch: number | null;
  konjug_ich: string | null;
  konjug_du: string | null;
  konjug_ersiees: string | null;
  konjug_wir: string | null;
  konjug_ihr: string | null;
  konjug_sie: string | null;
  /** Labelling: answer per label number (text mode) or marker number typed per label (number mode). */
  beschriftungen: Record<string, string> | null;
}

/** POST /api/pruefungen/schuelerinpruefungsteilen: hand-in (02 §4: abgegeben, endezeit). */
export interface AbgabeRequest {
  pruefung_id: number;
  antworten: PruefungsAntwort[];
}

/** 02 §4: no status (null), then 'in Bearbeitung', 'abgegeben', 'korrigiert'. */
export type PruefungStatusWert = 'in Bearbeitung' | 'abgegeben' | 'korrigiert';

/** GET /api/pruefungen/schuelerinpruefungen/{id}: a pupil of the class in the exam (02 §3). */
export interface SchuelerInPruefungZeile {
  schueler_id: number;
  benutzername: string;
  namevoll: string;
  status: PruefungStatusWert | null;
  startzeit: string | null;
  endezeit: string | null;
  korrigiert_am: string | null;
  /** Seconds from start to hand-in (02 §9: shown as m:ss), null before hand-in. */
  dauer_sekunden: number | null;
  punkte: number | null;
  note: number | null;
  kommentar_lehrperson: string | null;
  /** Window blurs and tab switches reported while the exam ran (teachers only; 0 for pupils). */
  ablenkungen: number;
}

/** A part of one pupil's attempt: the answer and, once graded, points and comment. */
export interface SchuelerTeil extends PruefungsAntwort {
  punkte: number | null;
  kommentar_lehrperson: string | null;
  /** Teachers only: points the answer check suggests (null for orally answered parts). */
  vorgeschlagene_punkte: number | null;
  /**
   * Labelling in number mode, once graded or for teachers: the numbers this pupil saw, label number →
   * shown number (each pupil's are shuffled, issue 23). Null otherwise: during the exam they would
   * tell which text belongs to which marker.
   */
  beschriftung_nummern: Record<string, number> | null;
}

/** GET /api/pruefungen/schuelerinpruefungsteilen/{pruefungId}/{schuelerId} */
export interface SchuelerAntworten {
  zeile: SchuelerInPruefungZeile;
  teile: SchuelerTeil[];
  /** Teachers only: the grade the country formula gives for the graded points (02 §9). */
  vorgeschlagene_note: number | null;
  /** The school's country (DE, A, other). */
  land: string | null;
}

/** POST /api/pruefungen/korrektur/{pruefungId}/{schuelerId} (02 §6 teacher grades). */
export interface KorrekturSpeichernRequest {
  teile: { pruefungsteil_id: number; punkte: number; kommentar_lehrperson: string }[];
  note: number;
  kommentar_lehrperson: string;
  /** 'Korrigiert!': status korrigiert, korrigiert_am set. */
  korrigiert: boolean;
}
