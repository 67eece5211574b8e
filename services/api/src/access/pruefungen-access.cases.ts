import type { TestApp } from '../testing/create-test-app';
import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { Pruefungsteil } from '../pruefungen/entities/pruefungsteil.entity';
import { SchuelerInPruefung } from '../pruefungen/entities/schueler-in-pruefung.entity';
import type { PruefungStatus } from '../pruefungen/entities/schueler-in-pruefung.entity';
import type { PruefungFall, PruefungRolle, PruefungSetup } from './pruefungen-access.table';

type Expected = Readonly<Record<PruefungRolle, number>>;

/**
 * The exam's creator and the teachers of its class manage it (01 §6, 02 §6); the route is not for
 * pupils (403 before any lookup); a teacher of another class — even with both administrative flags —
 * or of another school does not see the exam (404).
 */
const LEHRPERSONEN = (ok: number): Expected => ({
  lehrperson: ok,
  teacherSameClass: ok,
  teacherOtherClass: 404,
  pupil: 403,
  pupilOtherClass: 403,
  otherSchool: 404,
  pupilOtherSchool: 403,
  mainAdmin: 403,
  none: 401,
});
/** Readable by the class's teachers and pupils (the exam is released). */
const LESBAR = (ok: number, pupil = ok): Expected => ({
  ...LEHRPERSONEN(ok),
  pupil,
  pupilOtherClass: 404,
  pupilOtherSchool: 404,
});
/** Only the pupil of the class takes the exam; teachers and main administrators are not for the route (403). */
const NUR_SCHUELER = (ok: number): Expected => ({
  lehrperson: 403,
  teacherSameClass: 403,
  teacherOtherClass: 403,
  pupil: ok,
  pupilOtherClass: 404,
  otherSchool: 403,
  pupilOtherSchool: 404,
  mainAdmin: 403,
  none: 401,
});

/** A released exam of class DEMO-1A with one part; `status` gives the pupil an attempt. */
async function pruefung(
  testApp: TestApp,
  setup: PruefungSetup,
  status: PruefungStatus | null = null,
): Promise<{ id: number; teilId: number }> {
  const saved = await testApp.dataSource.getRepository(Pruefung).save({
    titel: 'Zugang',
    klassen_code: 'DEMO-1A',
    datum: '2999-01-01',
    freigegeben: true,
    ersteller_benutzer_id: setup.lehrpersonId,
    // Without schule_id the creator's school counts (rows stored before the column was filled).
    schule_id: null,
    gesamtpunktezahl: 2,
  });
  const teil = await testApp.dataSource.getRepository(Pruefungsteil).save({
    pruefung_id: saved.id,
    unterrichtsmodulteil_id: setup.karteId,
    punkte: 2,
    karte: JSON.stringify({
      id: setup.karteId,
      frage: 'F',
      antwort1: 'A',
      mussfrageschriftlichbeantworten: true,
      wahroderfalsch: -1,
    }),
  });
  if (status !== null) {
    await testApp.dataSource.getRepository(SchuelerInPruefung).save({
      pruefung_id: saved.id,
      schueler_id: setup.pupilId,
      status,
      startzeit: new Date(),
      endezeit: status === 'in Bearbeitung' ? null : new Date(),
    });
  }
  return { id: saved.id, teilId: teil.id };
}

const antwort = (pruefungsteil_id: number) => ({ pruefungsteil_id, antwort1: 'A' });

export const PRUEFUNG_FAELLE: readonly [string, PruefungFall][] = [
  [
    'POST /api/pruefungen (create for the own class)',
    {
      method: 'post',
      request: async () => ({ path: '/api/pruefungen' }),
      expected: {
        ...LEHRPERSONEN(200),
        teacherOtherClass: 200,
        otherSchool: 200,
        pupilOtherClass: 403,
        pupilOtherSchool: 403,
      },
    },
  ],
  [
    'POST /api/pruefungen/delete',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: '/api/pruefungen/delete',
        body: { id: (await pruefung(testApp, setup)).id },
      }),
      expected: LEHRPERSONEN(204),
    },
  ],
  [
    'GET /api/pruefungen/id/{id}',
    {
      method: 'get',
      request: async (testApp, setup) => ({
        path: `/api/pruefungen/id/${(await pruefung(testApp, setup)).id}`,
      }),
      expected: LESBAR(200),
    },
  ],
  [
    'POST /api/pruefungen/id/{id} (vorbereiten)',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: `/api/pruefungen/id/${(await pruefung(testApp, setup)).id}`,
        body: { titel: 'Neu', datum: '2999-02-02', anweisung_vor_pruefung: 'Los' },
      }),
      expected: LEHRPERSONEN(200),
    },
  ],
  [
    'POST /api/pruefungen/freigeben/{id}',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: `/api/pruefungen/freigeben/${(await pruefung(testApp, setup)).id}`,
        body: { freigegeben: false },
      }),
      expected: LEHRPERSONEN(200),
    },
  ],
  [
    'GET /api/pruefungen/pruefungsteile/{id} (pupil not started yet)',
    {
      method: 'get',
      request: async (testApp, setup) => ({
        path: `/api/pruefungen/pruefungsteile/${(await pruefung(testApp, setup)).id}`,
      }),
      expected: LESBAR(200, 403),
      errors: { pupil: 'pruefungen.nichtGestartet' },
    },
  ],
  [
    'GET /api/pruefungen/pruefungsteile/{id} (pupil started)',
    {
      method: 'get',
      request: async (testApp, setup) => ({
        path: `/api/pruefungen/pruefungsteile/${(await pruefung(testApp, setup, 'in Bearbeitung')).id}`,
      }),
      expected: LESBAR(200),
    },
  ],
  [
    'PUT /api/pruefungen/pruefungsteile/{id}',
    {
      method: 'put',
      request: async (testApp, setup) => ({
        path: `/api/pruefungen/pruefungsteile/${(await pruefung(testApp, setup)).id}`,
        body: {
          unterrichtsmodul_id: setup.stapelId,
          teile: [{ unterrichtsmodulteil_id: setup.karteId, punkte: 1 }],
        },
      }),
      // The stack is tweber's: the other teachers may manage the exam but not read his stack.
      expected: { ...LEHRPERSONEN(200), teacherSameClass: 404, teacherOtherClass: 404 },
    },
  ],
  [
    'POST /api/pruefungen/start/{id}',
    {
      method: 'post',
      request: async (testApp, setup) => ({
        path: `/api/pruefungen/start/${(await pruefung(testApp, setup)).id}`,
      }),
      expected: NUR_SCHUELER(200),
    },
  ],
  [
    'GET /api/pruefungen/schuelerinpruefungen/{id}',
    {
      method: 'get',
      request: async (testApp, setup) => ({
        path: `/api/pruefungen/schuelerinpruefungen/${(await pruefung(testApp, setup)).id}`,
      }),
      expected: LESBAR(200),
    },
  ],
  [
    'GET /api/pruefungen/schuelerinpruefungsteilen/{id}/{schuelerId} (the class pupil)',
    {
      method: 'get',
      request: async (testApp, setup) => ({
        path: `/api/pruefungen/schuelerinpruefungsteilen/${(await pruefung(testApp, setup, 'abgegeben')).id}/${setup.pupilId}`,
      }),
      expected: LESBAR(200),
    },
  ],
  [
    'PUT /api/pruefungen/schuelerinpruefungsteilen/{id} (autosave)',
    {
      method: 'put',
      request: async (testApp, setup) => {
        const { id, teilId } = await pruefung(testApp, setup, 'in Bearbeitung');
        return { path: `/api/pruefungen/schuelerinpruefungsteilen/${id}`, body: antwort(teilId) };
      },
      expected: NUR_SCHUELER(204),
    },
  ],
  [
    'POST /api/pruefungen/schuelerinpruefungsteilen (hand-in)',
    {
      method: 'post',
      request: async (testApp, setup) => {
        const { id, teilId } = await pruefung(testApp, setup, 'in Bearbeitung');
        return {
          path: '/api/pruefungen/schuelerinpruefungsteilen',
          body: { pruefung_id: id, antworten: [antwort(teilId)] },
        };
      },
      expected: NUR_SCHUELER(200),
    },
  ],
  [
    'POST /api/pruefungen/korrektur/{id}/{schuelerId}',
    {
      method: 'post',
      request: async (testApp, setup) => {
        const { id, teilId } = await pruefung(testApp, setup, 'abgegeben');
        return {
          path: `/api/pruefungen/korrektur/${id}/${setup.pupilId}`,
          body: {
            teile: [{ pruefungsteil_id: teilId, punkte: 2, kommentar_lehrperson: '' }],
            note: 6,
            kommentar_lehrperson: '',
            korrigiert: true,
          },
        };
      },
      expected: LEHRPERSONEN(200),
    },
  ],
  [
    'GET /api/pruefungen/{klassen_code}',
    {
      method: 'get',
      request: async () => ({ path: '/api/pruefungen/DEMO-1A' }),
      expected: LESBAR(200),
    },
  ],
];
