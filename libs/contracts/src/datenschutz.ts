/** Issue 16: the operator of this installation, from its configuration (OPERATOR_* variables). */
export interface Betreiber {
  name: string;
  /** Postal address; lines separated by '\n'. */
  adresse: string;
  email: string;
  /** Data-protection contact (e-mail or name and address); the operator's e-mail when not set. */
  datenschutzKontakt: string;
  /** Register entry (e.g. commercial register and UID); null when the operator has none. */
  register: string | null;
  /** Supervisory authority for complaints; null → the usual one of `land`. */
  aufsichtsbehoerde: string | null;
  /** Issue 29: the operator's country (OPERATOR_COUNTRY), for the default supervisory authority. */
  land: 'CH' | 'DE' | 'A' | null;
}

/** How long data is kept, from the same configuration the retention job uses. */
export interface Aufbewahrung {
  aktivitaetenTage: number;
  sitzungStunden: number;
  gespeicherteAnmeldungTage: number;
  /** Issue 22 §2: the device cookie that spares a known browser its address's login limits. */
  geraetTage: number;
  /** Issue 29: recorded mails (MAIL_RETENTION_DAYS). */
  mailTage: number;
}

/** GET /api/datenschutz/angaben: what the legal notice and the privacy text render. */
export interface DatenschutzAngaben {
  /** null: this installation has not entered its operator data yet. */
  betreiber: Betreiber | null;
  aufbewahrung: Aufbewahrung;
}

/** Issue 29 §2: one export of another person's data, as the school's administrators see it. */
export interface DatenexportEintrag {
  id: number;
  erstellt_am: string;
  /** 'lehrersicht': the teacher's view only; 'vollstaendig': everything (main administrator). */
  umfang: 'lehrersicht' | 'vollstaendig';
  /** Who exported; null once that account is deleted. */
  exportiert_von: string | null;
  betroffener: string;
  /** The exported person's school at the time (name1), null for a person without a school. */
  schule: string | null;
}
