import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { anmelden, callAccessRow, expectAccessAnswer } from './access-row';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { DEMO_CLASS_CODE } from '../bootstrap/seed/demo-data';
import { Lizenzbestellung } from '../schulen/entities/lizenzbestellung.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, OTHER_CLASS_CODE, userByCode, type OtherSchool } from '../testing/second-school';
import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { SchuelerInPruefung } from '../pruefungen/entities/schueler-in-pruefung.entity';
import { SchuelerImWettbewerb } from '../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../wettbewerbe/entities/wettbewerb.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import {
  LERN_ROLLEN,
  ROLLEN,
  TEACHER_ROLLEN,
  UNCHANGED,
  type Fall,
  type LernRolle,
  type Rolle,
  type Setup,
} from './user-area-access.table';
import { FAELLE } from './user-area-access.cases';

/**
 * Issue 4 tests, DEVIATIONS 4, 01 §6: every endpoint of the logged-in user area (Klasse, Gruppen,
 * Aktivitäten, settings, Lehrpersonen, own school data, licence order, Mein Konto) × role → status.
 */
describe('user area: who may call which endpoint', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  const setup = {} as Setup;
  const cookies = new Map<Rolle | LernRolle, string | null>();
  const flagsOf: Record<Rolle, Partial<Benutzer>> = {
    pupil: {},
    teacher: {},
    lehrpersonenAdmin: { kann_lehrpersonen_bearbeiten: true },
    schuldatenAdmin: { kann_schuldaten_bearbeiten: true },
    teacherAdmin: { kann_lehrpersonen_bearbeiten: true, kann_schuldaten_bearbeiten: true },
    otherClass: {},
    otherClassAdmin: { kann_lehrpersonen_bearbeiten: true, kann_schuldaten_bearbeiten: true },
    otherSchool: { kann_lehrpersonen_bearbeiten: true, kann_schuldaten_bearbeiten: true },
    mainAdmin: {},
    none: {},
  };
  let laufnummer = 0;

  /**
   * A new teacher with the flags of `rolle`: of school B for otherSchool, of another class of the demo
   * school for otherClass and otherClassAdmin, else of the demo class.
   */
  async function addTeacher(rolle: Rolle): Promise<Benutzer> {
    laufnummer += 1;
    const users = testApp.dataSource.getRepository(Benutzer);
    const inB = rolle === 'otherSchool';
    const andereKlasse = rolle === 'otherClass' || rolle === 'otherClassAdmin';
    const benutzername = `zugang${laufnummer}`;
    return users.save(
      users.create({
        benutzername,
        namevoll: benutzername,
        anmeldecode: randomLoginCode(),
        schule_id: inB ? schoolB.schuleId : setup.schuleId,
        klassen_code: inB ? schoolB.klassenCode : andereKlasse ? OTHER_CLASS_CODE : DEMO_CLASS_CODE,
        create_user_id: inB ? schoolB.teacher.id : setup.amuellerId,
        kann_stapel_veroeffentlichen: true,
        ...flagsOf[rolle],
      }),
    );
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const users = testApp.dataSource.getRepository(Benutzer);
    const amueller = await userByCode(testApp.dataSource, testApp.logins.teacherAdmin);
    setup.amuellerId = amueller.id;
    setup.schuleId = amueller.schule_id ?? 0;
    // A teacher of school A created by nobody in the table: the target of "someone else's teacher".
    const fremd = await users.save(
      users.create({
        benutzername: 'fremd',
        namevoll: 'Fremde Lehrperson',
        anmeldecode: randomLoginCode(),
        schule_id: setup.schuleId,
        klassen_code: 'K-fremd',
      }),
    );
    setup.fremdId = fremd.id;
    schoolB = await addOtherSchool(testApp.dataSource);
    await users.update(
      { id: schoolB.teacher.id },
      { kann_lehrpersonen_bearbeiten: true, kann_schuldaten_bearbeiten: true },
    );
    await anmelden(testApp, cookies, {
      pupil: testApp.logins.pupil1,
      teacher: testApp.logins.teacher,
      lehrpersonenAdmin: (await addTeacher('lehrpersonenAdmin')).anmeldecode,
      schuldatenAdmin: (await addTeacher('schuldatenAdmin')).anmeldecode,
      teacherAdmin: testApp.logins.teacherAdmin,
      otherClass: (await addTeacher('otherClass')).anmeldecode,
      otherClassAdmin: (await addTeacher('otherClassAdmin')).anmeldecode,
      otherSchool: schoolB.teacher.code,
      mainAdmin: testApp.logins.mainAdmin,
      none: null,
      pupilInExam: (await pupilInExam(amueller.id)).anmeldecode,
      pupilInRace: (await pupilInRace()).anmeldecode,
    });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  /** A new pupil of the demo class. */
  async function addPupil(): Promise<Benutzer> {
    laufnummer += 1;
    const users = testApp.dataSource.getRepository(Benutzer);
    const benutzername = `lernend${laufnummer}`;
    return users.save(
      users.create({
        benutzername,
        namevoll: benutzername,
        anmeldecode: randomLoginCode(),
        schule_id: setup.schuleId,
        klassen_code: DEMO_CLASS_CODE,
        ist_schueler: true,
        create_user_id: setup.amuellerId,
      }),
    );
  }

  async function pupilInExam(lehrpersonId: number): Promise<Benutzer> {
    const pupil = await addPupil();
    const pruefung = await testApp.dataSource.getRepository(Pruefung).save({
      titel: 'Läuft',
      klassen_code: DEMO_CLASS_CODE,
      datum: '2999-01-01',
      freigegeben: true,
      ersteller_benutzer_id: lehrpersonId,
      schule_id: setup.schuleId,
      gesamtpunktezahl: 0,
    });
    await testApp.dataSource.getRepository(SchuelerInPruefung).save({
      pruefung_id: pruefung.id,
      schueler_id: pupil.id,
      status: 'in Bearbeitung',
      startzeit: new Date(),
    });
    return pupil;
  }

  async function pupilInRace(): Promise<Benutzer> {
    const pupil = await addPupil();
    const stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Rennstapel', eigentuemer_id: setup.amuellerId });
    const rennen = await testApp.dataSource.getRepository(Wettbewerb).save({
      unterrichtsmodul_id: stapel.id,
      modultitel: stapel.bezeichnung,
      start_benutzer_id: pupil.id,
      ist_gestartet: true,
      sieger_benutzer_id: null,
    });
    await testApp.dataSource
      .getRepository(SchuelerImWettbewerb)
      .insert({ wettbewerb_id: rennen.id, benutzer_id: pupil.id, start_nr: 0, einladung_angenommen: true });
    return pupil;
  }

  const rows = FAELLE.flatMap(([name, fall]) => [
    ...ROLLEN.map((rolle) => [name, rolle, fall.expected[rolle], fall] as const),
    ...LERN_ROLLEN.map((rolle) => [name, rolle, fall.lernend?.[rolle] ?? fall.expected.pupil, fall] as const),
  ]);

  it.each(rows)('%s as %s → %i', async (_name, rolle, status, fall: Fall) => {
    // Destructive calls on the caller's own account act as a fresh user with the same role.
    let actorId: number | null = null;
    let cookie = cookies.get(rolle) ?? null;
    // A learning pupil answered like a pupil also gets a pupil's error key.
    const lernend = rolle === 'pupilInExam' || rolle === 'pupilInRace';
    const fehlerRolle: Rolle = lernend ? 'pupil' : rolle;
    const errorKey = lernend && status !== fall.expected.pupil ? undefined : fall.errors?.[fehlerRolle];
    if (fall.freshActor && TEACHER_ROLLEN.includes(fehlerRolle)) {
      const actor = await addTeacher(fehlerRolle);
      actorId = actor.id;
      cookie = await sessionCookieFor(testApp, actor.anmeldecode);
    }
    const path = await fall.path(testApp, setup);
    const body = fall.body ? await fall.body(testApp, setup) : undefined;
    const before = await snapshot();

    if (fall.stream) {
      expectAccessAnswer(await streamHead(testApp, path, cookie), status, errorKey);
    } else {
      await callAccessRow(testApp, {
        method: fall.method,
        path,
        body,
        cookie,
        status,
        errorKey,
      });
    }
    if (fall.unchanged === UNCHANGED.always || (fall.unchanged === UNCHANGED.whenRefused && status >= 400)) {
      expect(await snapshot()).toEqual(before);
    }
    if (fall.freshActor && cookie) {
      // Refused: the caller's session still works; deleted: the account and its session are gone.
      const session = await request(testApp.server).get('/api/session').set('Cookie', cookie);
      expect(session.status).toBe(status >= 400 ? 200 : 401);
      if (actorId !== null) expect(await users().countBy({ id: actorId })).toBe(status >= 400 ? 1 : 0);
    }
    if (fall.freshActor) expect(await users().countBy({ ist_main_admin: true })).toBe(1);
  });

  /** The status of a stream (closed once its head arrived) or the JSON body of a refusal. */
  async function streamHead(app: TestApp, path: string, cookie: string | null) {
    if (!app.server.listening) await app.app.listen(0, '127.0.0.1');
    const { port } = app.server.address() as AddressInfo;
    return new Promise<{ status: number; body: { error?: string; message?: string } }>((resolve, reject) => {
      const pending = httpGet({ host: '127.0.0.1', port, path, headers: cookie ? { cookie } : {} }, (res) => {
        const status = res.statusCode ?? 0;
        if (status === 200) {
          pending.destroy();
          resolve({ status, body: {} });
          return;
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status, body: JSON.parse(text) as { error?: string } }));
      });
      pending.on('error', reject);
    });
  }

  function users() {
    return testApp.dataSource.getRepository(Benutzer);
  }

  /** What the calls could change: the users, the schools and licence orders. */
  async function snapshot(): Promise<unknown> {
    const benutzer = await users().find({ order: { id: 'ASC' } });
    const schulen = await testApp.dataSource.getRepository(Schule).find({ order: { id: 'ASC' } });
    const bestellungen = await testApp.dataSource.getRepository(Lizenzbestellung).count();
    return { benutzer, schulen, bestellungen };
  }
});
