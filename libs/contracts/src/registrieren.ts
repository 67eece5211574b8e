import type { Land } from './session';

/** 01 §5: as a school (school fields required) or as an individual person (no school). */
export type RegistrierungsArt = 'schule' | 'einzelperson';

/** POST /api/benutzer/registrieren (01 §3 registration payload). */
export interface RegistrierungRequest {
  art: RegistrierungsArt;
  benutzername: string;
  namevoll: string;
  kuerzel?: string;
  email: string;
  schulName1?: string;
  schulStrasse?: string;
  schulPLZ?: string;
  schulOrt?: string;
  /** default DE (01 §9) */
  schulLand?: Land;
}

/** The new login code, shown once in the success dialog and e-mailed (issue 3). */
export interface RegistrierungResponse {
  anmeldecode: string;
  benutzername: string;
  /** false when the mail could not be handed over: the registration stands, the dialog is the only copy */
  mailVersendet: boolean;
}
