import type { BenutzerAdminZeile } from '@lernstapel/contracts';
import type { Benutzer } from './entities/benutzer.entity';

/**
 * Benutzer (+ its school's name1) → a row of the main administrator's 'Benutzer' tab (01 §2).
 * Carries the login code: main administrators may see every code (DEVIATIONS 2).
 */
export function toBenutzerAdminZeile(benutzer: Benutzer): BenutzerAdminZeile {
  return {
    id: benutzer.id,
    benutzername: benutzer.benutzername,
    namevoll: benutzer.namevoll,
    email: benutzer.email,
    anmeldecode: benutzer.anmeldecode,
    schule_id: benutzer.schule_id,
    schule: benutzer.schule?.name1 ?? null,
    ist_main_admin: benutzer.ist_main_admin,
    ist_schueler: benutzer.ist_schueler,
    ist_gesperrt: benutzer.ist_gesperrt,
  };
}
