/**
 * Runs `oeffnen` once the page has loaded and the browser is idle (at the latest after `spaetestensMs`),
 * and returns what undoes it: the cancel of a run not started yet, else the cleanup `oeffnen` returned.
 * Issue 27: a live channel holds one of the six connections a browser opens to a server over HTTP/1.1;
 * opened after the page's first files, it leaves them all six while a phone loads them.
 */
export function nachDemLaden(oeffnen: () => () => void, spaetestensMs = 3000): () => void {
  let schliessen: (() => void) | undefined;
  let abgesagt = false;
  const starten = () => {
    if (!abgesagt) schliessen = oeffnen();
  };
  let absagen: () => void = () => undefined;
  const wennUntaetig = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(starten, { timeout: spaetestensMs });
      absagen = () => window.cancelIdleCallback(idle);
    } else {
      const timer = window.setTimeout(starten, 0);
      absagen = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') wennUntaetig();
  else window.addEventListener('load', wennUntaetig, { once: true });
  return () => {
    abgesagt = true;
    window.removeEventListener('load', wennUntaetig);
    absagen();
    schliessen?.();
  };
}
