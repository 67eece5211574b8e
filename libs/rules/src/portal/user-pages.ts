/**
 * The pages of the user area (01 §2) in menu order. Issue 23: unlike the spec's "without changing
 * the route", each page has its address /user/{from} (userPagePath), so reload and back work.
 */
export const USER_PAGES = [
  'dashboard',
  'flashcards',
  'fachgruppen',
  'lehrkraefte',
  'einstellungen',
  'aufgaben',
  'wettbewerbe',
  'hilfe',
] as const;
export type UserPage = (typeof USER_PAGES)[number];

/** A remote's exposed page (RemoteSlot's props): the remote by its name in the remotes map. */
export interface RemoteSeite<Remote extends string = string> {
  remote: Remote;
  exposed: string;
}

/** A page a remote owns at the top level of the portal (@lernstapel/contracts REMOTE_PAGES). */
export interface RemoteSeiteOben<Remote extends string = string> extends RemoteSeite<Remote> {
  segment: string;
}

/**
 * The remotes' pages each user page shows, top to bottom: UserArea renders them, and a page load at
 * that address starts loading them at once (issue 27, app/vorladen.ts).
 */
export const USER_PAGE_REMOTES = {
  flashcards: [{ remote: 'cards', exposed: 'MeineFlashcards' }],
  fachgruppen: [{ remote: 'admin', exposed: 'KlasseGruppen' }],
  lehrkraefte: [{ remote: 'admin', exposed: 'Verwaltung' }],
  aufgaben: [
    { remote: 'cards', exposed: 'Aufgaben' },
    { remote: 'exams', exposed: 'Pruefungen' },
  ],
  wettbewerbe: [{ remote: 'races', exposed: 'Wettbewerbe' }],
} as const satisfies Partial<Record<UserPage, readonly RemoteSeite[]>>;

/** 'from' values of /user/{from} that name a page under another word (01 §2: briefkasten opens the flashcards). */
const FROM_ALIASES: Record<string, UserPage> = {
  briefkasten: 'flashcards',
  pruefungen: 'aufgaben',
  korrigieren: 'aufgaben',
  monitoring: 'aufgaben',
};

export function isUserPage(value: string): value is UserPage {
  return (USER_PAGES as readonly string[]).includes(value);
}

/** The address of `page`: /user for the dashboard, else /user/{page} (01 §2 /user/{from}). */
export function userPagePath(page: UserPage): string {
  return page === 'dashboard' ? '/user' : `/user/${page}`;
}

/** The page preselected by /user/{from}; the dashboard for no or an unknown value. */
export function userPageFrom(from: string | undefined): UserPage {
  if (!from) return 'dashboard';
  const key = from.toLowerCase();
  if (isUserPage(key)) return key;
  return FROM_ALIASES[key] ?? 'dashboard';
}

/** The user area's page at `pathname`; null outside the user area. */
export function userPageAn(pathname: string): UserPage | null {
  const [segment, ...rest] = pathname.split('/').filter(Boolean);
  // /user, /user/{from}, /user/{action}/{id}/{from} (the shell's app-routes.tsx)
  return segment === 'user' ? userPageFrom(rest.length >= 3 ? rest[2] : rest[0]) : null;
}

/**
 * Whether the page at `pathname` needs the session before it shows anything: the user and admin areas
 * and the pages the remotes own at the top level (`remotePages`: the contract's REMOTE_PAGES). The shell
 * asks for the session early there, and the portal puts the page's first answers into its HTML there
 * (issue 27); elsewhere (the login page, '/', a login code's address) neither happens.
 */
export function brauchtSitzung(pathname: string, remotePages: readonly RemoteSeiteOben[]): boolean {
  const segment = pathname.split('/')[1] ?? '';
  return segment === 'user' || segment === 'admin' || remotePages.some((page) => page.segment === segment);
}

/** The remotes the user area's pages show. */
type UserPageRemote = (typeof USER_PAGE_REMOTES)[keyof typeof USER_PAGE_REMOTES][number]['remote'];

export interface Bereich<Remote extends string = string> {
  art: 'user' | 'remote';
  remotes: readonly RemoteSeite<Remote>[];
}

/**
 * The logged-in area at `pathname` and the remotes' pages it shows (`remotePages`: the contract's
 * REMOTE_PAGES); null for the login page and the rest. Read by the shell (what a page load starts at
 * once) and by the portal (what the page's HTML names for the browser to fetch at once), issue 27.
 */
export function bereichAn<Remote extends string>(
  pathname: string,
  remotePages: readonly RemoteSeiteOben<Remote>[],
): Bereich<Remote | UserPageRemote> | null {
  const page = userPageAn(pathname);
  if (page !== null) {
    return {
      art: 'user',
      remotes: page in USER_PAGE_REMOTES ? USER_PAGE_REMOTES[page as keyof typeof USER_PAGE_REMOTES] : [],
    };
  }
  const segment = pathname.split('/').filter(Boolean)[0];
  const remotePage = remotePages.find((remotePage) => remotePage.segment === segment);
  return remotePage
    ? { art: 'remote', remotes: [{ remote: remotePage.remote, exposed: remotePage.exposed }] }
    : null;
}
