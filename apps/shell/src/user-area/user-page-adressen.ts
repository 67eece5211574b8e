import type { RemoteName } from '@lernstapel/contracts';

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
