import type { Land } from './session';

export interface SchulAnsprechpartner {
  /** 0 for a new contact person in a save request. */
  id: number;
  namevoll: string;
  email: string | null;
}

/** Every editable field of a school (01 §3). */
export interface SchulDaten {
  name1: string;
  name2: string | null;
  anschrift1: string | null;
  anschrift2: string | null;
  land: Land;
  /** at most 10 characters (01 §9) */
  plz: string | null;
  ort: string | null;
  telefon1: string | null;
  email1: string | null;
  telefon2: string | null;
  email2: string | null;
  rechnungsanschrift1: string | null;
  rechnungsanschrift2: string | null;
  /** at most 10 characters (01 §9) */
  rechnungsplz: string | null;
  rechnungsort: string | null;
  rechnungsland: Land | null;
  hauspost_domainname: string | null;
  lizenz_jahr: number | null;
  schule_ansprechpartner: SchulAnsprechpartner[];
}

/** A school as the main administrator sees it (GET /api/schulen). */
export interface SchuleSummary extends SchulDaten {
  id: number;
  anzahl_benutzer: number;
}

/**
 * POST /api/schulen: creates (no id or id 0) or updates a school; answers the new school list.
 * A new school defaults to land CH (01 §9).
 */
export interface SchuleSpeichernRequest extends SchulDaten {
  id?: number;
}

/**
 * PUT /api/schulen/eigene: the own school's data (kann_schuldaten_bearbeiten). lizenz_jahr is set only by
 * a main administrator and is not part of the request; GET /api/schulen/eigene and the PUT answer SchulDaten.
 */
export type EigeneSchuleSpeichernRequest = Omit<SchulDaten, 'lizenz_jahr'>;
