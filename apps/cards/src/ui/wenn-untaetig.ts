/**
 * Runs `aufgabe` once the browser is idle (at the latest after `spaetestensMs`): code a page needs only
 * later (a dialog, the quiz's chart) loads after the page's first screen instead of with it (issue 27),
 * and is there when it is wanted, even when the network has gone. Returns the cancel of a run not
 * started yet.
 */
export function wennUntaetig(aufgabe: () => void, spaetestensMs = 5000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(aufgabe, 0);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(aufgabe, { timeout: spaetestensMs });
  return () => window.cancelIdleCallback(idle);
}
