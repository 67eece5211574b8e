/**
 * Issue 27 (TBT on a slow phone): the bootstrap's large shared modules are evaluated one per task, with
 * the browser free to paint and to handle input between them. Imported together with the bootstrap they
 * were evaluated in one task of several hundred milliseconds at 4× CPU, which a phone's user feels and
 * Lighthouse counts as blocking time. Their files are preloaded by the page's HTML (webpack.config.cjs),
 * so the steps do not wait for one another's download.
 */
const SCHRITTE: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('./schritt-ui'),
  () => import('./schritt-api-client'),
];

const naechsteAufgabe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Evaluates the steps one task after the other, then `letzterSchritt` (the bootstrap). */
export async function inSchritten(letzterSchritt: () => Promise<unknown>): Promise<void> {
  for (const schritt of SCHRITTE) {
    await schritt();
    await naechsteAufgabe();
  }
  await letzterSchritt();
}
