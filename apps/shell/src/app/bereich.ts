import { REMOTE_PAGES } from '@lernstapel/contracts';
import { USER_PAGE_REMOTES, userPageFrom, type RemoteSeite } from '../user-area/user-page-adressen';

export type Bereich =
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
