/// <reference lib="webworker" />
// Issue 27: the portal's service worker, built by workbox-webpack-plugin's InjectManifest from the
// shell's webpack build (apps/shell/webpack.config.cjs), which writes the shell's files into
// self.__WB_MANIFEST. Typed against the webworker lib by its own tsconfig.json.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import { cacheRuleFor, isAppPage } from '../pwa/cache-rules';
import { CACHE_NAMES, SKIP_WAITING_MESSAGE } from '../pwa/sw-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** index.html, the page of every client route: the app opens from it without a network. */
const APP_PAGE = '/index.html';
/** After this long without an answer a page comes from the cache (a phone on a bad network). */
const PAGE_TIMEOUT_SECONDS = 4;

// The shell's own files; the app page only as the offline fallback (online it comes from the network).
// No directory index: '/' is a page like any other (network first), not the precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) => isAppPage(url, request.mode, self.location.origin),
  new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS }),
);

registerRoute(
  ({ url, request }) => cacheRuleFor(url, request.method, self.location.origin) === 'remote-entry',
  new NetworkFirst({ cacheName: CACHE_NAMES.releases }),
);

registerRoute(
  ({ url, request }) => cacheRuleFor(url, request.method, self.location.origin) === 'hashed-file',
  new CacheFirst({
    cacheName: CACHE_NAMES.hashedFiles,
    // Old releases' chunks go once they have not been used for a month.
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

registerRoute(
  ({ url, request }) => cacheRuleFor(url, request.method, self.location.origin) === 'offline-read',
  new NetworkFirst({ cacheName: CACHE_NAMES.offlineReads }),
);

// A page without a network: the app itself, which shows what it has kept on the device.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(APP_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// The first visit's page is served from here at once (no reload needed to learn offline later).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
