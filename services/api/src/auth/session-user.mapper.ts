import type { Land, SessionUser } from '@lernstapel/contracts';
import { isLandCode } from '@lernstapel/rules';
import type { Benutzer } from '../benutzer/entities/benutzer.entity';
import type { Schule } from '../schulen/entities/schule.entity';

/** A stored country column as the contract's Land (DE, CH, A; rules: isLandCode), anything else null. */
export function landOf(value: string | null | undefined): Land | null {
  return value !== null && value !== undefined && isLandCode(value) ? value : null;
}

/** Benutzer (+ its school) → the SessionUser contract. Never carries the login code. */
export function toSessionUser(benutzer: Benutzer, schule: Schule | null): SessionUser {
  return {
    id: benutzer.id,
    benutzername: benutzer.benutzername,
    namevoll: benutzer.namevoll,
    kuerzel: benutzer.kuerzel,
    email: benutzer.email,
    schule_id: benutzer.schule_id,
    klassen_code: benutzer.klassen_code,
    ist_main_admin: benutzer.ist_main_admin,
    ist_schueler: benutzer.ist_schueler,
    kann_lehrpersonen_bearbeiten: benutzer.kann_lehrpersonen_bearbeiten,
    kann_schuldaten_bearbeiten: benutzer.kann_schuldaten_bearbeiten,
    kann_stapel_veroeffentlichen: benutzer.kann_stapel_veroeffentlichen,
    lizenz_jahr: schule?.lizenz_jahr ?? null,
    land: landOf(schule?.land),
  };
}
