import { loadAreaParts } from '@lernstapel/ui';
import { loadAllTexts } from '@lernstapel/texts';

/**
 * What the login page leaves out and every page after a login needs: the other texts and the UI parts
 * only those pages use (issue 15 §2). The logged-in areas and every remote wait for it before they render.
 */
export function loadLoggedInParts(): Promise<void> {
  return Promise.all([loadAllTexts(), loadAreaParts()]).then(() => undefined);
}
