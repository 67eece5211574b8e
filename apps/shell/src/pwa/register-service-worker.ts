import { SKIP_WAITING_MESSAGE } from './sw-protocol';
import { offlineLesenAuffrischen } from './offline-lesen';
import { offerNewVersion } from './neue-version';

export const SERVICE_WORKER_URL = '/sw.js';

/** A new shell's service worker is installed and waits: 'Neu laden' lets it take over, then reloads. */
function offerWaitingWorker(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  if (!waiting || !navigator.serviceWorker.controller) return;
  offerNewVersion(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: SKIP_WAITING_MESSAGE });
  });
}

/**
 * Issue 27: registers the service worker (apps/shell/src/service-worker/service-worker.ts, built as /sw.js).
 * `angemeldet`: whether a user is logged in on this page (then the session is there to keep).
 */
export async function registerServiceWorker(angemeldet: () => boolean): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // The first visit read the start check and the session before the worker ran: read them once more
  // through it, so that the app opens offline after this visit already (not only after the next one).
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => offlineLesenAuffrischen(angemeldet()),
      {
        once: true,
      },
    );
  }
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  offerWaitingWorker(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaitingWorker(registration);
    });
  });
}
