import { START_ADRESSEN } from '@lernstapel/api-client/endpoints/adressen';

/**
 * Issue 27: how the service worker answers a request. Pure, so that the table is tested without a
 * browser; the service worker (../service-worker/service-worker.ts) maps each rule to a Workbox strategy.
 * - 'remote-entry': what names a release (remotes.json, a remote's mf-manifest.json and remoteEntry.js):
 *   network first, the cached copy only without a network, so a new release shows on the next online load.
 * - 'hashed-file': a file whose name carries its content hash never changes: cache first.
 * - 'offline-read': the API reads that learning without a network needs: network first, cached fallback.
 * - 'network': everything else (the rest of /api, every write) goes to the network untouched.
 */
export type CacheRule = 'remote-entry' | 'hashed-file' | 'offline-read' | 'network';

/** webpack's [contenthash:8] in a file name (libs/webpack-federation), as the portal reads it. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.(js|css|png|svg|woff2)$/i;
const RELEASE_FILES = /\/(mf-manifest\.json|remoteEntry\.js)$/;
/**
 * GET /api routes the app reads to open without a network: the start check (01 §7, answered from the
 * cache only when the server cannot be reached at all) and who is logged in.
 */
export const SESSION_READ: string = START_ADRESSEN.authSession;
export const OFFLINE_READS: readonly string[] = [START_ADRESSEN.helloPing, SESSION_READ];

export function cacheRuleFor(url: URL, method: string, ownOrigin: string): CacheRule {
  if (method !== 'GET') return 'network';
  const own = url.origin === ownOrigin;
  if (own && url.pathname.startsWith('/api/')) {
    return OFFLINE_READS.includes(url.pathname) ? 'offline-read' : 'network';
  }
  if ((own && url.pathname === '/remotes.json') || RELEASE_FILES.test(url.pathname)) return 'remote-entry';
  if (HASHED_NAME.test(url.pathname)) return 'hashed-file';
  return 'network';
}

/**
 * A navigation the worker answers as a page of the app (the network, or index.html without one). Not
 * the API's: a download link (CSV, Anki, PDF) and the school sign-in's redirects are navigations too,
 * and a slow export must not turn into index.html saved as "download".
 */
export function isAppPage(url: URL, mode: RequestMode, ownOrigin: string): boolean {
  return mode === 'navigate' && !(url.origin === ownOrigin && url.pathname.startsWith('/api/'));
}
