import type { SessionUser } from '@lernstapel/contracts';
import type { AppDispatch } from './store';

export interface ErsteDatenKontext {
  dispatch: AppDispatch;
  benutzer: SessionUser;
}

/**
 * Issue 27 (fast on a phone): what a remote's exposed page reads first, as an optional export
 * `ersteDaten` next to the page. The shell asks for it before the page's first render (RemoteSlot).
 */
export type ErsteDaten = (kontext: ErsteDatenKontext) => Promise<unknown>;

/** A first read's options: read ahead of the page, kept in the cache until its own hooks subscribe. */
export const VORAB_LESEN = { subscribe: false } as const;

/**
 * Waits for a page's first reads, at most `hoechstens` ms. Answered by the page's HTML (a page load),
 * they are in the cache within milliseconds: the page then renders once, with its data, in the slices
 * of its first render, instead of a second time in one task when the answers arrive. Over the network
 * (a click to the page) the page shows its own loading state after that time, as without them.
 */
export async function ersteDatenAbwarten(lesen: Promise<unknown>, hoechstens = 300): Promise<void> {
  let frist: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    lesen.catch(() => undefined),
    new Promise((weiter) => {
      frist = setTimeout(weiter, hoechstens);
    }),
  ]);
  clearTimeout(frist);
}
