import type { SessionUser } from '@lernstapel/contracts';
import type { TextKey } from '@lernstapel/texts';

/** The pages of the user area (01 §2) in menu order; they switch without changing the route. */
export const USER_PAGES = ['dashboard', 'flashcards', 'fachgruppen', 'aufgaben', 'wettbewerbe'] as const;
export type UserPage = (typeof USER_PAGES)[number];

export const USER_PAGE_LABELS: Record<UserPage, TextKey> = {
  dashboard: 'menue.dashboard',
  flashcards: 'menue.flashcards',
  fachgruppen: 'menue.fachgruppen',
  aufgaben: 'menue.aufgaben',
  wettbewerbe: 'menue.wettbewerbe',
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

/** The page preselected by /user/{from}; the dashboard for no or an unknown value. */
export function userPageFrom(from: string | undefined): UserPage {
  if (!from) return 'dashboard';
  const key = from.toLowerCase();
  if (isUserPage(key)) return key;
  return FROM_ALIASES[key] ?? 'dashboard';
}

/** 01 §6: 'Klasse / Gruppen' is for teachers with a class; pupils (and users without a class) never see it. */
function mayOpen(page: UserPage, user: SessionUser): boolean {
  if (page === 'fachgruppen') return !user.ist_schueler && !user.ist_main_admin && user.klassen_code !== null;
  return true;
}

/** The pages `user` may open, in menu order. */
export function userPagesFor(user: SessionUser): UserPage[] {
  return USER_PAGES.filter((page) => mayOpen(page, user));
}

/** The page to show: the chosen one if `user` may open it, else the dashboard (e.g. a pupil at /user/fachgruppen). */
export function shownUserPage(page: UserPage, user: SessionUser): UserPage {
  return mayOpen(page, user) ? page : 'dashboard';
}
