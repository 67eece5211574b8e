import request from 'supertest';
import { DEFAULT_REMOTES } from '../portal/remotes-map';
import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { SchuelerInPruefung } from '../pruefungen/entities/schueler-in-pruefung.entity';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, addUserOfOtherClass, userByCode } from '../testing/second-school';
import { genau } from '../testing/vorhanden';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { VorabversionRueckfall } from '../vorabversionen/entities/vorabversion-rueckfall.entity';
import { VorabversionSchule } from '../vorabversionen/entities/vorabversion-schule.entity';
import { VORAB_EXAMS, vorabDatei } from '../vorabversionen/testing/vorab-datei';
import { SchuelerImWettbewerb } from '../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../wettbewerbe/entities/wettbewerb.entity';
import { anmelden, callAccessRowKeeping, type AccessRow } from './access-row';

/**
 * The callers (issue 26 §5). The demo school (A) runs the exams canary: its teacher (tweber), a pupil
 * (lena), a pupil in a running exam (mia, 'in Bearbeitung') and a pupil of class DEMO-2B in a running
 * race. School B does not: its teacher and pupil. An individual (no school), the main administrator,
 * no session.
 */
type VorabRolle =
  | 'teacher'
  | 'pupil'
  | 'pupilInExam'
  | 'pupilInRace'
  | 'otherSchool'
  | 'pupilOtherSchool'
  | 'einzelperson'
  | 'mainAdmin'
  | 'none';

const VORAB_ROLLEN: readonly VorabRolle[] = [
  'teacher',
  'pupil',
  'pupilInExam',
  'pupilInRace',
  'otherSchool',
  'pupilOtherSchool',
  'einzelperson',
  'mainAdmin',
  'none',
];
type Expected = Readonly<Record<VorabRolle, number>>;

/** Only the main administrator (01 §6: the platform's operator side). */
const NUR_HAUPTADMIN = (ok: number): Expected => ({
  teacher: 403,
  pupil: 403,
  pupilInExam: 403,
  pupilInRace: 403,
  otherSchool: 403,
  pupilOtherSchool: 403,
  einzelperson: 403,
  mainAdmin: ok,
  none: 401,
});

interface VorabFall {
  method: AccessRow['method'];
  path: (schuleA: number) => string;
  body?: object;
  expected: Expected;
  errors?: Partial<Record<VorabRolle, string>>;
}

const FAELLE: readonly [string, VorabFall][] = [
  [
    'GET /api/vorabversionen',
    { method: 'get', path: () => '/api/vorabversionen', expected: NUR_HAUPTADMIN(200) },
  ],
  [
    'PUT /api/vorabversionen/schulen/{id}',
    {
      method: 'put',
      path: (schuleA) => `/api/vorabversionen/schulen/${schuleA}`,
      body: { vorab: true },
      expected: NUR_HAUPTADMIN(204),
    },
  ],
  [
    // Pupils in an exam or race report too: the exam area is where a canary of exams fails.
    'POST /api/vorabversionen/rueckfall',
    {
      method: 'post',
      path: () => '/api/vorabversionen/rueckfall',
      body: { remote: 'exams', grund: 'laden' },
      expected: {
        teacher: 204,
        pupil: 204,
        pupilInExam: 204,
        pupilInRace: 204,
        otherSchool: 409,
        pupilOtherSchool: 409,
        einzelperson: 409,
        mainAdmin: 403,
        none: 401,
      },
      errors: {
        otherSchool: 'vorabversionen.keineVorabversion',
        pupilOtherSchool: 'vorabversionen.keineVorabversion',
        einzelperson: 'vorabversionen.ohneSchule',
      },
    },
  ],
];

const TABELLEN = [VorabversionSchule, VorabversionRueckfall] as const;

describe('canary releases: who may call which route (issue 26 §5)', () => {
  let testApp: TestApp;
  let schuleA: number;
  const cookies = new Map<VorabRolle, string | null>();

  beforeAll(async () => {
    testApp = await createTestApp({ remotesCanaryJsonPath: vorabDatei().pfad });
    const data = testApp.dataSource;
    const [tweber, mia] = genau(
      await Promise.all(
        (['teacher', 'pupil3'] as const).map((rolle) => userByCode(data, testApp.logins[rolle])),
      ),
      2,
    );
    schuleA = tweber.schule_id ?? 0;
    await data.getRepository(VorabversionSchule).insert({ schule_id: schuleA, gewaehlt_am: new Date() });
    const pruefung = await data.getRepository(Pruefung).save({
      titel: 'Läuft',
      klassen_code: 'DEMO-1A',
      datum: '2999-01-01',
      freigegeben: true,
      ersteller_benutzer_id: tweber.id,
      schule_id: schuleA,
      gesamtpunktezahl: 1,
    });
    await data.getRepository(SchuelerInPruefung).save({
      pruefung_id: pruefung.id,
      schueler_id: mia.id,
      status: 'in Bearbeitung',
      startzeit: new Date(),
    });
    const renner = await addUserOfOtherClass(data, schuleA, 'rennen2b', {
      ist_schueler: true,
      create_user_id: tweber.id,
    });
    const stapel = await data
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Rennen', eigentuemer_id: tweber.id });
    const rennen = await data.getRepository(Wettbewerb).save({
      unterrichtsmodul_id: stapel.id,
      modultitel: 'Rennen',
      start_benutzer_id: renner.id,
      ist_gestartet: true,
    });
    await data
      .getRepository(SchuelerImWettbewerb)
      .insert({ wettbewerb_id: rennen.id, benutzer_id: renner.id, start_nr: 0, einladung_angenommen: true });
    const schoolB = await addOtherSchool(data);
    const einzelperson = await addUserOfOtherClass(data, null, 'einzeln', { klassen_code: null });
    await anmelden(testApp, cookies, {
      teacher: testApp.logins.teacher,
      pupil: testApp.logins.pupil1,
      pupilInExam: testApp.logins.pupil3,
      pupilInRace: renner.anmeldecode,
      otherSchool: schoolB.teacher.code,
      pupilOtherSchool: schoolB.pupil.code,
      einzelperson: einzelperson.anmeldecode,
      mainAdmin: testApp.logins.mainAdmin,
      none: null,
    });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const rows = FAELLE.flatMap(([name, fall]) =>
    VORAB_ROLLEN.map((rolle) => [name, rolle, fall.expected[rolle], fall] as const),
  );

  it.each(rows)('%s as %s → %i', async (_name, rolle, status, fall: VorabFall) => {
    const row = {
      method: fall.method,
      path: fall.path(schuleA),
      body: fall.body,
      cookie: cookies.get(rolle) ?? null,
      status,
      errorKey: fall.errors?.[rolle],
    };
    await callAccessRowKeeping(testApp, row, TABELLEN);
  });

  const A = new Set<VorabRolle>(['teacher', 'pupil', 'pupilInExam', 'pupilInRace']);
  it.each(VORAB_ROLLEN)('GET /remotes.json as %s: the canary only for school A', async (rolle) => {
    const cookie = cookies.get(rolle);
    const pending = request(testApp.server).get('/remotes.json');
    const response = await (cookie ? pending.set('Cookie', cookie) : pending).expect(200);
    expect(response.body).toEqual(
      A.has(rolle)
        ? { ...DEFAULT_REMOTES, exams: VORAB_EXAMS, stabil: { exams: DEFAULT_REMOTES.exams } }
        : DEFAULT_REMOTES,
    );
  });
});
