import type { SessionUser } from '@lernstapel/contracts';

/** A JSON answer as the API sends it (test helper). */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const TEST_USER: SessionUser = {
  id: 7,
  benutzername: 'lehrer1',
  namevoll: 'Anna Muster',
  kuerzel: 'AM',
  email: null,
  schule_id: 1,
  klassen_code: 'K1',
  ist_main_admin: false,
  ist_schueler: false,
  kann_lehrpersonen_bearbeiten: true,
  kann_schuldaten_bearbeiten: true,
  kann_stapel_veroeffentlichen: true,
  lizenz_jahr: 2026,
  land: 'CH',
};
