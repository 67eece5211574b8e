import type { TextKey } from '@lernstapel/texts';

/** The pages of the user area (01 §2); they switch without changing the route. */
export const USER_PAGES = ['dashboard', 'flashcards', 'aufgaben', 'wettbewerbe'] as const;
export type UserPage = (typeof USER_PAGES)[number];

export const USER_PAGE_LABELS: Record<UserPage, TextKey> = {
  dashboard: 'menue.dashboard',
  flashcards: 'menue.flashcards',
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
