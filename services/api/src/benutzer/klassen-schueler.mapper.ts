import type { KlassenSchueler } from '@lernstapel/contracts';
import type { Benutzer } from './entities/benutzer.entity';

/**
 * Pupil → Klasse table row (with the login code: only for the class's teachers, DEVIATIONS 2)
 * and the end of the pupil's active upload permission, if any (01 §4).
 */
export function toKlassenSchueler(schueler: Benutzer, uploadErlaubtBis: Date | null = null): KlassenSchueler {
  return {
    id: schueler.id,
    benutzername: schueler.benutzername,
    namevoll: schueler.namevoll,
    email: schueler.email,
    anmeldecode: schueler.anmeldecode,
    ist_gesperrt: schueler.ist_gesperrt,
    kann_stapel_veroeffentlichen: schueler.kann_stapel_veroeffentlichen,
    upload_erlaubt_bis: uploadErlaubtBis ? uploadErlaubtBis.toISOString() : null,
  };
}
