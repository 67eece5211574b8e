import { SchuelerImWettbewerb } from '../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../wettbewerbe/entities/wettbewerb.entity';
import { addRennStapel } from '../wettbewerbe/testing/rennen-fixture';
import type { TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';
import { EVERYONE, UNCHANGED, type Fall, type Rolle } from './user-area-access.table';

type Expected = Readonly<Record<Rolle, number>>;

/**
 * A race of the demo class's teacher (caller 'teacher') with pupil1 (caller 'pupil'), one per row;
 * pupil1 has confirmed, and the race runs when `gestartet`. Everyone else is outside it.
 */
async function rennen(testApp: TestApp, { gestartet }: { gestartet: boolean }): Promise<number> {
  const starter = await userByCode(testApp.dataSource, testApp.logins.teacher);
  const pupil = await userByCode(testApp.dataSource, testApp.logins.pupil1);
  const stapel = await addRennStapel(testApp.dataSource, starter.id, 2);
  const wettbewerb = await testApp.dataSource.getRepository(Wettbewerb).save({
    unterrichtsmodul_id: stapel,
    modultitel: 'Zugang',
    start_benutzer_id: starter.id,
    schule_id: starter.schule_id,
    ist_gestartet: gestartet,
  });
  await testApp.dataSource.getRepository(SchuelerImWettbewerb).insert([
    { wettbewerb_id: wettbewerb.id, benutzer_id: starter.id, start_nr: 0, einladung_angenommen: true },
    { wettbewerb_id: wettbewerb.id, benutzer_id: pupil.id, start_nr: 1, einladung_angenommen: true },
  ]);
  return wettbewerb.id;
}

/** A race's people get `pupil` and `teacher` (the starter); everyone else 404, as for an unknown race. */
const IM_RENNEN = (pupil: number, teacher: number): Expected => ({
  pupil,
  teacher,
  lehrpersonenAdmin: 404,
  schuldatenAdmin: 404,
  teacherAdmin: 404,
  otherClass: 404,
  otherClassAdmin: 404,
  otherSchool: 404,
  mainAdmin: 404,
  none: 401,
});

const rennFall = (
  method: Fall['method'],
  pfad: string,
  expected: Expected,
  { gestartet = false, body, errors }: { gestartet?: boolean; body?: object; errors?: Fall['errors'] } = {},
): Fall => ({
  method,
  path: async (testApp) => `/api/wettbewerbe/${await rennen(testApp, { gestartet })}${pfad}`,
  ...(body ? { body: async () => body } : {}),
  expected,
  // Pupils of the class in another exam or race are outside this race: 404, as for an unknown race.
  lernend: { pupilInExam: 404, pupilInRace: 404 },
  unchanged: UNCHANGED.always,
  ...(errors ? { errors } : {}),
});

const NUR_STARTER = { pupil: 'wettbewerbe.fehler.nurStarter' } as const;

/** Issue 13: the push channel and the race routes, for every role. */
export const wettbewerbeFaelle: [string, Fall][] = [
  [
    'GET /api/push (stream)',
    {
      method: 'get',
      path: () => '/api/push',
      stream: true,
      expected: EVERYONE(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    'GET /api/wettbewerbe/einladbar',
    {
      method: 'get',
      path: () => '/api/wettbewerbe/einladbar',
      expected: EVERYONE(200),
      unchanged: UNCHANGED.always,
    },
  ],
  [
    "POST /api/wettbewerbe (the demo teacher's stack, pupil1 invited)",
    {
      method: 'post',
      path: () => '/api/wettbewerbe',
      body: async (testApp) => {
        const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
        const pupil = await userByCode(testApp.dataSource, testApp.logins.pupil1);
        return {
          unterrichtsmodul_id: await addRennStapel(testApp.dataSource, teacher.id, 2),
          modus: 0,
          teilnehmer: [pupil.id],
        };
      },
      // Only the owner reads the stack; the others do not learn it exists.
      expected: { ...IM_RENNEN(404, 201), mainAdmin: 403 },
      unchanged: UNCHANGED.always,
    },
  ],
  ['GET /api/wettbewerbe/{id}', rennFall('get', '', IM_RENNEN(200, 200))],
  ['POST /api/wettbewerbe/{id}/annehmen', rennFall('post', '/annehmen', IM_RENNEN(200, 200))],
  [
    'POST /api/wettbewerbe/{id}/starten',
    rennFall('post', '/starten', IM_RENNEN(403, 200), { errors: NUR_STARTER }),
  ],
  [
    'POST /api/wettbewerbe/{id}/beenden',
    rennFall('post', '/beenden', IM_RENNEN(403, 200), { gestartet: true, errors: NUR_STARTER }),
  ],
  ['POST /api/wettbewerbe/{id}/verlassen', rennFall('post', '/verlassen', IM_RENNEN(204, 400))],
  ['GET /api/wettbewerbe/{id}/frage', rennFall('get', '/frage', IM_RENNEN(200, 200), { gestartet: true })],
  [
    'POST /api/wettbewerbe/{id}/antwort',
    rennFall('post', '/antwort', IM_RENNEN(200, 200), {
      gestartet: true,
      body: { position: 0, antwort: { kind: 'schriftlich', text: 'geraten' } },
    }),
  ],
];
