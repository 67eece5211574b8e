import type { SessionUser } from '@lernstapel/contracts';
import { lehrkraefteLabel, USER_PAGES, type UserPage } from '@lernstapel/rules';
import type { TextKey } from '@lernstapel/texts';

export {
  isUserPage,
  USER_PAGE_REMOTES,
  USER_PAGES,
  userPageFrom,
  userPagePath,
  type RemoteSeite,
  type UserPage,
} from '@lernstapel/rules';

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
