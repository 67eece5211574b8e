import { Benutzereinstellung } from '../benutzereinstellungen/entities/benutzereinstellung.entity';
import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { Pruefungsteil } from '../pruefungen/entities/pruefungsteil.entity';
import { SchuelerInPruefung } from '../pruefungen/entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from '../pruefungen/entities/schueler-in-pruefungsteil.entity';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, addUserOfOtherClass, userByCode } from '../testing/second-school';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { anmelden, callAccessRowKeeping } from './access-row';
import { PRUEFUNG_FAELLE } from './pruefungen-access.cases';
import {
  PRUEFUNG_ROLLEN,
  type PruefungFall,
  type PruefungRolle,
  type PruefungSetup,
} from './pruefungen-access.table';

/** Every table a call of the exam area could change. */
const TABELLEN = [
  Pruefung,
  Pruefungsteil,
  SchuelerInPruefung,
  SchuelerInPruefungsteil,
  Benutzereinstellung,
] as const;

/**
 * Issue 12, DEVIATIONS 4, 02 §6: every route of the exam area × caller → status; a refused call
 * changes nothing.
 */
describe('exam area: who may call which endpoint', () => {
  let testApp: TestApp;
  const setup = {} as PruefungSetup;
  const cookies = new Map<PruefungRolle, string | null>();

  beforeAll(async () => {
    testApp = await createTestApp();
    const tweber = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const lena = await userByCode(testApp.dataSource, testApp.logins.pupil1);
    const andereKlasse = await addUserOfOtherClass(testApp.dataSource, tweber.schule_id, 'andereklasse', {
      kann_lehrpersonen_bearbeiten: true,
      kann_schuldaten_bearbeiten: true,
    });
    const schuelerAndereKlasse = await addUserOfOtherClass(
      testApp.dataSource,
      tweber.schule_id,
      'schueler2b',
      {
        ist_schueler: true,
        create_user_id: andereKlasse.id,
      },
    );
    const schoolB = await addOtherSchool(testApp.dataSource);
    const stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Zugang', eigentuemer_id: tweber.id });
    const karte = await testApp.dataSource
      .getRepository(Unterrichtsmodulteil)
      .save({ unterrichtsmodule_id: stapel.id, autor_id: tweber.id, frage: 'F', antwort1: 'A' });
    Object.assign(setup, {
      lehrpersonId: tweber.id,
      pupilId: lena.id,
      stapelId: stapel.id,
      karteId: karte.id,
    });
    await anmelden(testApp, cookies, {
      lehrperson: testApp.logins.teacher,
      teacherSameClass: testApp.logins.teacherAdmin,
      teacherOtherClass: andereKlasse.anmeldecode,
      pupil: testApp.logins.pupil1,
      pupilOtherClass: schuelerAndereKlasse.anmeldecode,
      otherSchool: schoolB.teacher.code,
      pupilOtherSchool: schoolB.pupil.code,
      mainAdmin: testApp.logins.mainAdmin,
      none: null,
    });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const rows = PRUEFUNG_FAELLE.flatMap(([name, fall]) =>
    PRUEFUNG_ROLLEN.map((rolle) => [name, rolle, fall.expected[rolle], fall] as const),
  );

  it('has a row for every route of the exam area', () => {
    expect(new Set(PRUEFUNG_FAELLE.map(([name]) => name.split(' (')[0])).size).toBe(14);
  });

  it.each(rows)('%s as %s → %i', async (_name, rolle, status, fall: PruefungFall) => {
    const { path, body } = await fall.request(testApp, setup);
    const cookie = cookies.get(rolle) ?? null;
    const row = { method: fall.method, path, body, cookie, status, errorKey: fall.errors?.[rolle] };
    await callAccessRowKeeping(testApp, row, TABELLEN);
  });
});
