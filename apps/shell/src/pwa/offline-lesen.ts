import { OFFLINE_READS, SESSION_READ } from './cache-rules';

/**
 * Issue 27: reads the start check and the session through the service worker, which keeps them for
 * opening without a network. Needed where the page got them otherwise: the login answers the session
 * itself (POST), and the first visit read both before the worker ran. The session only with a user
 * logged in: without one the API answers 401, which the browser logs as an error (on /login).
 */
export function offlineLesenAuffrischen(angemeldet: boolean): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  for (const pfad of OFFLINE_READS) {
    if (pfad === SESSION_READ && !angemeldet) continue;
    void fetch(pfad, { credentials: 'same-origin' }).catch(() => undefined);
  }
}
