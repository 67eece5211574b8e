/** Issue 27: what the page and the service worker share (names only, no code of either). */

/** The page asks a waiting new service worker to take over ('Neu laden'). */
export const SKIP_WAITING_MESSAGE = 'LERNSTAPEL_SKIP_WAITING';

/** The service worker's runtime caches (the precache is Workbox's own). */
export const CACHE_NAMES = {
  releases: 'lernstapel-releases',
  hashedFiles: 'lernstapel-dateien',
  /** The user's own data (their session): deleted at logout with the device store. */
  offlineReads: 'lernstapel-offline-lesen',
} as const;
