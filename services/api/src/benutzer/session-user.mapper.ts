import type { SessionResponse, SessionUser } from '@lernstapel/contracts';
import { landOf } from '../schulen/land';
import type { Benutzer } from './entities/benutzer.entity';

/** Benutzer (with its school's lizenz_jahr and land joined) → the SessionUser contract. Never carries the login code. */
export function toSessionUser(benutzer: Benutzer): SessionUser {
  const schule = benutzer.schule ?? null;
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

/** GET /api/session's answer for a signed-in user (also in a page's HTML, portal/startdaten.ts). */
export function toSessionResponse(benutzer: Benutzer): SessionResponse {
  return { userID: benutzer.id, user: toSessionUser(benutzer) };
}
