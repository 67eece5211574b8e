import { loadAreaParts, loadFrameParts } from '@lernstapel/ui';
import { loadAllTexts } from '@lernstapel/texts';

/**
 * What the login page leaves out and every page after a login needs: the other texts and the UI parts
 * only those pages use (issue 15 §2). Every remote waits for it before it renders.
 */
export function loadLoggedInParts(): Promise<void> {
  return Promise.all([loadAllTexts(), loadAreaParts()]).then(() => undefined);
}

/**
 * Issue 27: what the shell's own logged-in areas wait for: the texts and the frame, not the menus and
 * pick lists (Floating UI) no page of theirs shows at first; those load on first use or with a remote.
 */
export function loadAreaFrame(): Promise<void> {
  return Promise.all([loadAllTexts(), loadFrameParts()]).then(() => undefined);
}
