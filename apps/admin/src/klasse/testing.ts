import type { Benutzerablenkung, KlassenSchueler, SchuelerGruppe } from '@lernstapel/contracts';
import { SESSION, TEACHER } from '@lernstapel/testing';

/** TEACHER's class in libs/testing. */
export const KLASSE = TEACHER.klassen_code ?? 'K1';

export { SESSION };

export function schueler(changes: Partial<KlassenSchueler> = {}): KlassenSchueler {
  return {
    id: 11,
    benutzername: 'anna',
    namevoll: 'Anna Amsel',
    email: 'anna@demo.example',
    anmeldecode: 'ANNA7KQ2M9',
    ist_gesperrt: false,
    kann_stapel_veroeffentlichen: false,
    upload_erlaubt_bis: null,
    ...changes,
  };
}

export const ANNA = schueler();
export const BEN = schueler({
  id: 12,
  benutzername: 'ben',
  namevoll: 'Ben Bär',
  email: null,
  anmeldecode: 'BEN4HT8WXR',
  kann_stapel_veroeffentlichen: true,
});

export function gruppe(changes: Partial<SchuelerGruppe> = {}): SchuelerGruppe {
  return { id: 5, bezeichnung: 'Lesegruppe', klassen_code: KLASSE, schuelerids: [11], ...changes };
}

export function ablenkung(changes: Partial<Benutzerablenkung> = {}): Benutzerablenkung {
  return {
    id: 1,
    benutzer_id: 11,
    benutzername: 'anna',
    // Local time (no zone), so the expected German date does not depend on the machine's zone.
    zeit: '2026-11-22T09:05:07',
    bemerkung: 'Fenster verlassen',
    ...changes,
  };
}

export function fehler(status: number, message: string) {
  return { status, body: { statusCode: status, error: 'x', message } };
}
