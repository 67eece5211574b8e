import { REMOTE_PAGES } from '@lernstapel/contracts';
import { warmRemotePage } from '../federation/remote-loader';
import { USER_PAGE_REMOTES, userPageFrom, type RemoteSeite } from '../user-area/user-pages';
import { loadAreaFrame, loadLoggedInParts } from './logged-in-parts';

type Bereich =
  { art: 'user'; remotes: readonly RemoteSeite[] } | { art: 'remote'; remotes: readonly RemoteSeite[] };

/** The logged-in area at `pathname` and the remotes' pages it shows; null for the login page and the rest. */
export function bereichAn(pathname: string): Bereich | null {
  const [segment, ...rest] = pathname.split('/').filter(Boolean);
  if (segment === 'user') {
    // /user, /user/{from}, /user/{action}/{id}/{from} (app-routes.tsx)
    const page = userPageFrom(rest.length >= 3 ? rest[2] : rest[0]);
    return {
      art: 'user',
      remotes: page in USER_PAGE_REMOTES ? USER_PAGE_REMOTES[page as keyof typeof USER_PAGE_REMOTES] : [],
    };
  }
  const remotePage = REMOTE_PAGES.find((page) => page.segment === segment);
  return remotePage
    ? { art: 'remote', remotes: [{ remote: remotePage.remote, exposed: remotePage.exposed }] }
    : null;
}

/**
 * Issue 27 (fast on a phone): a page load at a logged-in address starts at once on what that page
 * needs, in parallel with the session check instead of after it: the logged-in parts, the user area's
 * code, and the remotes of the page (warmRemotePage). The login page loads nothing more.
 */
export function ladeSeiteVor(pathname: string): void {
  const bereich = bereichAn(pathname);
  if (!bereich) return;
  const fehler = (error: unknown) => console.error('Preloading the page failed; it loads on demand.', error);
  // A remote's page waits for all UI parts (remote-loader.ts), the shell's own pages for the frame.
  (bereich.remotes.length > 0 ? loadLoggedInParts() : loadAreaFrame()).catch(fehler);
  if (bereich.art === 'user') import('../user-area/UserArea').catch(fehler);
  for (const { remote, exposed } of bereich.remotes) void warmRemotePage(remote, exposed);
}
