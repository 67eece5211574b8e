import type { RemoteName, SessionUser } from '@lernstapel/contracts';
import { lehrkraefteLabel } from '@lernstapel/rules';
import type { TextKey } from '@lernstapel/texts';

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

/** A remote's exposed page shown on a user page (RemoteSlot's props). */
export interface RemoteSeite {
  remote: RemoteName;
  exposed: string;
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

/** Labels of the pages whose label does not depend on the user ('lehrkraefte' does: see lehrkraefteLabel). */
const FIXED_LABELS: Record<Exclude<UserPage, 'lehrkraefte'>, TextKey> = {
  dashboard: 'menue.dashboard',
  flashcards: 'menue.flashcards',
  fachgruppen: 'menue.fachgruppen',
  einstellungen: 'menue.einstellungen',
  aufgaben: 'menue.aufgaben',
  wettbewerbe: 'menue.wettbewerbe',
  hilfe: 'menue.hilfe',
};

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

/**
 * 01 §6: 'Klasse / Gruppen' is for teachers with a class; pupils (and users without a class) never
 * see it. The teachers page needs an administrative flag (lehrkraefteLabel, @lernstapel/rules).
 */
function mayOpen(page: UserPage, user: SessionUser): boolean {
  if (page === 'fachgruppen') return !user.ist_schueler && !user.ist_main_admin && user.klassen_code !== null;
  if (page === 'lehrkraefte') return lehrkraefteLabel(user) !== null;
  return true;
}

/** The menu label of `page` for `user` (call only for pages `user` may open). */
export function userPageLabel(page: UserPage, user: SessionUser): TextKey {
  if (page === 'lehrkraefte') return lehrkraefteLabel(user) ?? 'menue.verwaltung';
  return FIXED_LABELS[page];
}

/** The pages `user` may open, in menu order. */
export function userPagesFor(user: SessionUser): UserPage[] {
  return USER_PAGES.filter((page) => mayOpen(page, user));
}

/** The page to show: the chosen one if `user` may open it, else the dashboard (e.g. a pupil at /user/fachgruppen). */
export function shownUserPage(page: UserPage, user: SessionUser): UserPage {
  return mayOpen(page, user) ? page : 'dashboard';
}
