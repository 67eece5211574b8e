import { REMOTE_PAGES } from '@lernstapel/contracts';
import { bereichAn } from '@lernstapel/rules';
import { warmRemotePage } from '../federation/remote-loader';
import { loadLoggedInParts } from './logged-in-parts';

/**
 * Issue 27 (fast on a phone): a page load at a logged-in address starts at once on what that page
 * needs, in parallel with the session check instead of after it: the logged-in parts, the user area's
 * code, and the remotes of the page (warmRemotePage). The login page loads nothing more.
 */
export function ladeSeiteVor(pathname: string): void {
  const bereich = bereichAn(pathname, REMOTE_PAGES);
  if (!bereich) return;
  const fehler = (error: unknown) => console.error('Preloading the page failed; it loads on demand.', error);
  loadLoggedInParts().catch(fehler);
  if (bereich.art === 'user') import('../user-area/UserArea').catch(fehler);
  for (const { remote, exposed } of bereich.remotes) void warmRemotePage(remote, exposed);
}
