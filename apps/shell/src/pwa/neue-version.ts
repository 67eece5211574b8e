import { useSyncExternalStore } from 'react';

/**
 * Issue 27: 'Neue Version verfügbar – neu laden'. Two things make the running page out of date: a remote
 * released anew since the page loaded it (its mf-manifest.json has changed), or a new shell whose service
 * worker waits to take over. The page offers a reload instead of mixing releases silently.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let available = false;
/** What 'Neu laden' does: a plain reload, or first hand over to the waiting service worker. */
let update: () => void = () => window.location.reload();

export function offerNewVersion(apply?: () => void): void {
  if (apply) update = apply;
  available = true;
  for (const listener of listeners) listener();
}

export function applyNewVersion(): void {
  update();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNewVersionAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => available,
    () => false,
  );
}

/** The manifest text of each remote as the page loaded it, by manifest URL. */
const loadedReleases = new Map<string, string>();

/** Called with the manifest a remote is loaded from (apps/shell/src/federation/remote-loader.ts). */
export function noteLoadedRelease(manifestUrl: string, manifestText: string): void {
  loadedReleases.set(manifestUrl, manifestText);
}

/** Fetches the loaded remotes' manifests again; one that differs is a new release: the reload is offered. */
export async function checkRemoteReleases(): Promise<void> {
  if (available) return;
  const checks = [...loadedReleases].map(async ([url, loaded]) => {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    return response.ok && (await response.text()) !== loaded;
  });
  const outcomes = await Promise.allSettled(checks);
  if (outcomes.some((outcome) => outcome.status === 'fulfilled' && outcome.value)) offerNewVersion();
}
