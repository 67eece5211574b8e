import type { SessionUser } from '@lernstapel/contracts';
import { sessionApi } from './session-api';
import type { AppStore } from './store';

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

type SessionCacheState = Parameters<ReturnType<typeof sessionApi.endpoints.authSession.select>>[0];

/**
 * The cached GET /api/session (test helper). The app's store is typed with the portal's tags only; the
 * generated session endpoints add their domain tag to the state type, which the store never holds.
 */
export function cachedSession(store: AppStore) {
  return sessionApi.endpoints.authSession.select()(store.getState() as unknown as SessionCacheState).data;
}
