import type { SessionUser } from '@lernstapel/contracts';
import { TEACHER, type ApiRoutes } from '@lernstapel/testing';

/** The session teacher with this year's licence (01 §5), so that licensed actions are open. */
export const LEHRERIN: SessionUser = { ...TEACHER, lizenz_jahr: new Date().getFullYear() };
export const SCHUELERIN: SessionUser = {
  ...LEHRERIN,
  id: 11,
  benutzername: 'lena',
  namevoll: 'Lena Keller',
  ist_schueler: true,
  kann_stapel_veroeffentlichen: false,
};

/** The API of 'Meine Flashcards' for `user` with every list empty unless `routes` answers it. */
export function flashcardsApi(routes: ApiRoutes = {}, user: SessionUser = LEHRERIN): ApiRoutes {
  return {
    '/session': { status: 200, body: { userID: user.id, user } },
    [`/unterrichtsmodule/${user.id}`]: { status: 200, body: { unterrichtsmodule: [] } },
    [`/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${user.id}`]: {
      status: 200,
      body: { allegeteilteFuerBenutzer: [] },
    },
    [`/unterrichtsmodule/gemeinsamestapel/${user.id}`]: { status: 200, body: { gemeinsameStapel: [] } },
    [`/benutzerordner/${user.id}`]: { status: 200, body: { benutzerordner: [] } },
    '/unterrichtsmodulteile/quiz/faellig': { status: 200, body: { lernmodus: 'faecher', stapel: [] } },
    'GET /benutzereinstellungen': { status: 200, body: [] },
    'POST /benutzereinstellungen': { status: 200, body: [] },
    '/flashcardsthemen': {
      status: 200,
      body: {
        flashcardsthemen: [
          { id: 1, bezeichnung: 'Sprachen' },
          { id: 2, bezeichnung: 'Mathematik' },
        ],
        flashcardsthemenukategorien: [
          { id: 10, kategorie: 'Englisch', flashcards_themen_id: 1 },
          { id: 11, kategorie: 'Französisch', flashcards_themen_id: 1 },
          { id: 20, kategorie: 'Geometrie', flashcards_themen_id: 2 },
        ],
      },
    },
    '/benutzer/benutzertoshare': {
      status: 200,
      body: {
        benutzertoshare: [
          {
            id: 2,
            benutzername: 'lehrer',
            namevoll: 'Lea Lehrerin',
            ist_schueler: false,
            klassen_code: 'K1',
          },
          { id: 4, benutzername: 'tweber', namevoll: 'Tom Weber', ist_schueler: false, klassen_code: null },
          { id: 11, benutzername: 'lena', namevoll: 'Lena Keller', ist_schueler: true, klassen_code: 'K1' },
          { id: 12, benutzername: 'jonas', namevoll: 'Jonas Frei', ist_schueler: true, klassen_code: 'K1' },
        ],
      },
    },
    '/schuelergruppen/K1': {
      status: 200,
      body: [{ id: 7, bezeichnung: 'Gruppe Englisch', klassen_code: 'K1', schuelerids: [11, 12] }],
    },
    '/schuelergruppen/meine': {
      status: 200,
      body: [{ id: 7, bezeichnung: 'Gruppe Englisch', klassen_code: 'K1', schuelerids: [11] }],
    },
    ...routes,
  };
}
