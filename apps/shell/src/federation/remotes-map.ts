import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@lernstapel/contracts';

import { fetchRemotesMapResponse, fruehesRemotesMap, REMOTES_MAP_URL } from './remotes-map-frueh';

export { REMOTES_MAP_URL };

/** Keeps the known remote names with a non-empty URL; anything else in the file is ignored. */
export function parseRemotesMap(value: unknown): RemotesMap {
  if (typeof value !== 'object' || value === null) return {};
  const source = value as Record<string, unknown>;
  const map: RemotesMap = {};
  for (const name of REMOTE_NAMES) {
    const entry = source[name];
    if (typeof entry === 'string' && entry.trim() !== '') map[name] = entry.trim();
  }
  return map;
}

export interface RemotesFuerSeite {
  map: RemotesMap;
  /** Issue 26 §5: the stable manifest of each remote the map gives as a canary (to fall back to). */
  stabil: RemotesMap;
}

/**
 * Fetched at run time (never baked into the build), without the HTTP cache, so a new deployment shows
 * at once; with the session cookie, since a school may get a canary. The first call takes the answer
 * main.ts asked for early.
 */
export async function fetchRemotesMap(): Promise<RemotesFuerSeite> {
  const response = await (fruehesRemotesMap() ?? fetchRemotesMapResponse());
  if (!response.ok) throw new Error(`${REMOTES_MAP_URL} answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  const stabil =
    typeof body === 'object' && body !== null ? (body as { stabil?: unknown }).stabil : undefined;
  return { map: parseRemotesMap(body), stabil: parseRemotesMap(stabil) };
}

/** The manifest URL as an absolute URL: the runtime derives the remote's public path from it. */
export function manifestEntry(remote: RemoteName, map: RemotesMap): string | undefined {
  const entry = map[remote];
  return entry ? new URL(entry, window.location.href).href : undefined;
}
