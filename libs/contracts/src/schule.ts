import type { Land } from './session';

export interface SchulAnsprechpartner {
  id: number;
  namevoll: string;
  email: string | null;
}

/** A school as listed for the main administrator (GET /api/schulen). */
export interface SchuleSummary {
  id: number;
  name1: string;
  name2: string | null;
  anschrift1: string | null;
  plz: string | null;
  ort: string | null;
  land: Land;
  lizenz_jahr: number | null;
  anzahl_benutzer: number;
  schule_ansprechpartner: SchulAnsprechpartner[];
}
