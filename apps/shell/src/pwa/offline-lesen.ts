import { OFFLINE_READS } from './cache-rules';

/**
 * Issue 27: reads the start check and the session through the service worker, which keeps them for
 * opening without a network. Needed where the page got them otherwise: the login answers the session
 * itself (POST), and the first visit read both before the worker ran.
 */
export function offlineLesenAuffrischen(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  for (const pfad of OFFLINE_READS) void fetch(pfad, { credentials: 'same-origin' }).catch(() => undefined);
}
