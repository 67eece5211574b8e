import { type UserPage, userPageAn } from './user-pages';

/** Who is signed in, as far as the addresses of their first reads depend on it. */
export interface AbfragenNutzer {
  id: number;
  ist_schueler: boolean;
  klassen_code: string | null;
}

/** The start check (01 §7), asked for above every page. */
const START_CHECK = '/api/hello';

/** What a pupil's pages of the user area read first (issue 27: the pupil's pages), by page. */
function userPageAbfragen(page: UserPage, nutzer: AbfragenNutzer): string[] {
  const { id, klassen_code: klasse } = nutzer;
  switch (page) {
    case 'dashboard':
      return [
        '/api/benutzereinstellungen',
        ...(klasse ? [`/api/pruefungen/${encodeURIComponent(klasse)}`] : []),
        `/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${id}`,
        `/api/unterrichtsmodule/${id}`,
        '/api/unterrichtsmodulteile/quiz/faellig',
        `/api/wettbewerbe/benutzer/${id}`,
      ];
    case 'flashcards':
      return [
        '/api/benutzereinstellungen',
        `/api/unterrichtsmodule/${id}`,
        '/api/unterrichtsmodulteile/quiz/faellig',
        `/api/benutzerordner/${id}`,
        `/api/unterrichtsmodule/gemeinsamestapel/${id}`,
        `/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${id}`,
      ];
    case 'aufgaben':
      return [`/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${id}`, `/api/unterrichtsmodule/${id}`];
    case 'wettbewerbe':
      return [`/api/wettbewerbe/benutzer/${id}`];
    // Pages a pupil does not have, or whose first screen reads nothing more.
    case 'fachgruppen':
    case 'lehrkraefte':
    case 'einstellungen':
    case 'hilfe':
      return [];
  }
}

/**
 * Issue 27 (fast on a phone): the API reads (GET addresses) a page load at `pathname` makes before its
 * first screen: the start check on every page, and on a pupil's pages what those pages show first.
 * The portal answers them in the page's HTML; a read the page does not make after all is simply not
 * taken (the API client takes an answer only in the first seconds of the page, libs/api-client).
 */
export function ersteAbfragen(pathname: string, nutzer: AbfragenNutzer): string[] {
  if (!nutzer.ist_schueler) return [START_CHECK];
  const page = userPageAn(pathname);
  if (page !== null) return [START_CHECK, ...userPageAbfragen(page, nutzer)];
  const [segment, ...rest] = pathname.split('/').filter(Boolean);
  const stapel = segment === 'previewunterrichtsmodul' && rest[1] === 'quiz' ? Number(rest[0]) : NaN;
  return Number.isSafeInteger(stapel) && stapel > 0
    ? [START_CHECK, `/api/unterrichtsmodulteile/quiz/${stapel}`]
    : [START_CHECK];
}
