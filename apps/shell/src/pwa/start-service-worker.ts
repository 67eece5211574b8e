/**
 * Issue 27: the service worker registers once the page has loaded and the browser is idle, so the
 * first load (the page weight of /login) stays as it was; its code is a chunk of its own.
 * `angemeldet`: whether a user is logged in on the page at that time.
 */
export function registerServiceWorkerAfterLoad(angemeldet: () => boolean): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker(angemeldet))
      .catch((error: unknown) => console.error('The service worker could not be registered.', error));
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5_000 });
    else setTimeout(register, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
