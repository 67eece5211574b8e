import { loadFrameParts } from '@lernstapel/ui';
import { loadAllTexts } from '@lernstapel/texts';

/**
 * What the login page leaves out and every page after a login waits for before it renders: the other
 * texts and the frame of the areas with the UI parts only those pages use (issue 15 §2). The menus and
 * pick lists are not among them: they load after the page's first screen (issue 27, libs/ui lazy-parts).
 */
export function loadLoggedInParts(): Promise<void> {
  return Promise.all([loadAllTexts(), loadFrameParts()]).then(() => undefined);
}
