import { randomUUID } from 'node:crypto';
import type { TestApp } from '../testing/create-test-app';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import type { StapelFall, StapelRolle, StapelSetup } from './stapel-access.table';

type Expected = Readonly<Record<StapelRolle, number>>;

/** The owner's unpublished stack: nobody else sees it (404, not revealed). */
const NUR_EIGENTUEMER: Expected = {
  eigentuemer: 200,
  pupil: 404,
  teacherSameClass: 404,
  teacherOtherClass: 404,
  otherSchool: 404,
  mainAdmin: 404,
  none: 401,
};

/** A published stack everyone reads: boxes and results stay the owner's (403 with the reason). */
const GELESEN_NICHT_EIGEN: Expected = {
  eigentuemer: 200,
  pupil: 403,
  teacherSameClass: 403,
  teacherOtherClass: 403,
  otherSchool: 403,
  mainAdmin: 403,
  none: 401,
};
const NUR_EIGENER_STAPEL = {
  pupil: 'quiz.nurEigenerStapel',
  teacherSameClass: 'quiz.nurEigenerStapel',
  teacherOtherClass: 'quiz.nurEigenerStapel',
  otherSchool: 'quiz.nurEigenerStapel',
  mainAdmin: 'quiz.nurEigenerStapel',
} as const;

/** A stack of the owner with one card; `felder` e.g. publishes it. */
async function stapelMitKarte(
  testApp: TestApp,
  setup: StapelSetup,
  felder: Partial<Unterrichtsmodul> = {},
): Promise<{ modul: Unterrichtsmodul; karte: Unterrichtsmodulteil }> {
  const modul = await testApp.dataSource.getRepository(Unterrichtsmodul).save({
    bezeichnung: `Lernen ${randomUUID().slice(0, 8)}`,
    eigentuemer_id: setup.eigentuemerId,
    ...felder,
  });
  const karte = await testApp.dataSource
    .getRepository(Unterrichtsmodulteil)
    .save({ unterrichtsmodule_id: modul.id, autor_id: setup.eigentuemerId, frage: 'F', antwort1: 'A' });
  return { modul, karte };
}

/** Issue 11: the quiz, its box rule, results and the stack reset, for every caller. */
export const LERNEN_FAELLE: readonly [string, StapelFall][] = [
  [
    'GET /api/unterrichtsmodulteile/quiz/{id}',
    {
      method: 'get',
      request: async (testApp, setup) => ({
        path: `/api/unterrichtsmodulteile/quiz/${(await stapelMitKarte(testApp, setup)).modul.id}`,
      }),
      expected: NUR_EIGENTUEMER,
    },
  ],
  [
    'GET /api/unterrichtsmodulteile/quiz/faellig',
    {
      method: 'get',
      request: () => Promise.resolve({ path: '/api/unterrichtsmodulteile/quiz/faellig' }),
      // Everyone's own due counts: the session user's stacks only, never someone else's.
      expected: {
        eigentuemer: 200,
        pupil: 200,
        teacherSameClass: 200,
        teacherOtherClass: 200,
        otherSchool: 200,
        mainAdmin: 200,
        none: 401,
      },
    },
  ],
  [
    'POST /api/unterrichtsmodulteile/quiz/fach',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodulteile/quiz/fach',
        body: {
          id: (await stapelMitKarte(testApp, setup)).karte.id,
          gewusst: true,
          anfrage_id: randomUUID(),
        },
      }),
      expected: NUR_EIGENTUEMER,
    },
  ],
  [
    'POST /api/unterrichtsmodulteile/quiz/fach (a published stack: readable, not theirs)',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodulteile/quiz/fach',
        body: {
          id: (await stapelMitKarte(testApp, setup, { ist_veroeffentlicht: true })).karte.id,
          gewusst: true,
          anfrage_id: randomUUID(),
        },
      }),
      expected: GELESEN_NICHT_EIGEN,
      errors: NUR_EIGENER_STAPEL,
    },
  ],
  [
    'POST /api/unterrichtsmodulteile/quiz/zuruecksetzen',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodulteile/quiz/zuruecksetzen',
        body: { unterrichtsmodul_id: (await stapelMitKarte(testApp, setup)).modul.id },
      }),
      expected: NUR_EIGENTUEMER,
    },
  ],
  [
    'POST /api/unterrichtsmodulteile/quiz/zuruecksetzen (a published stack: readable, not theirs)',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/unterrichtsmodulteile/quiz/zuruecksetzen',
        body: {
          unterrichtsmodul_id: (await stapelMitKarte(testApp, setup, { ist_veroeffentlicht: true })).modul.id,
        },
      }),
      expected: GELESEN_NICHT_EIGEN,
      errors: NUR_EIGENER_STAPEL,
    },
  ],
  [
    'POST /api/stapelergebnisse',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/stapelergebnisse',
        body: {
          unterrichtsmodul_id: (await stapelMitKarte(testApp, setup)).modul.id,
          anzahl_richtig: 1,
          anzahl_karten_insg: 1,
          anfrage_id: randomUUID(),
        },
      }),
      expected: NUR_EIGENTUEMER,
    },
  ],
  [
    'POST /api/stapelergebnisse (a published stack: readable, not theirs)',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/stapelergebnisse',
        body: {
          unterrichtsmodul_id: (await stapelMitKarte(testApp, setup, { ist_veroeffentlicht: true })).modul.id,
          anzahl_richtig: 1,
          anzahl_karten_insg: 1,
          anfrage_id: randomUUID(),
        },
      }),
      expected: GELESEN_NICHT_EIGEN,
      errors: NUR_EIGENER_STAPEL,
    },
  ],
  [
    'GET /api/stapelergebnisse/monitoring',
    {
      method: 'get',
      request: () => Promise.resolve({ path: '/api/stapelergebnisse/monitoring' }),
      // 01 §2: the Monitoring tab is the teachers' (every teacher sees only their own assignments).
      expected: {
        eigentuemer: 200,
        pupil: 403,
        teacherSameClass: 200,
        teacherOtherClass: 200,
        otherSchool: 200,
        mainAdmin: 403,
        none: 401,
      },
    },
  ],
  [
    'GET /api/stapelergebnisse/{id}',
    {
      method: 'get',
      request: async (testApp, setup) => ({
        path: `/api/stapelergebnisse/${(await stapelMitKarte(testApp, setup)).modul.id}`,
      }),
      expected: NUR_EIGENTUEMER,
    },
  ],
];
