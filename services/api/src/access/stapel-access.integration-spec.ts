import { Benutzereinstellung } from '../benutzereinstellungen/entities/benutzereinstellung.entity';
import { Benutzerordner } from '../benutzerordner/entities/benutzerordner.entity';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { Stapelablage } from '../stapelablage/entities/stapelablage.entity';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, addUserOfOtherClass, userByCode } from '../testing/second-school';
import { Stapelergebnis } from '../stapelergebnisse/entities/stapelergebnis.entity';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Quizantwort } from '../unterrichtsmodulteile/quiz/entities/quizantwort.entity';
import { GeteilterStapel } from '../unterrichtsmodule/entities/geteilter-stapel.entity';
import { TeamMitglied } from '../unterrichtsmodule/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { anmelden, callAccessRowKeeping } from './access-row';
import { STAPEL_FAELLE } from './stapel-access.cases';
import { STAPEL_ROLLEN, type StapelFall, type StapelRolle, type StapelSetup } from './stapel-access.table';

/** Every table a call of the stack area could change. */
const TABELLEN = [
  Unterrichtsmodul,
  Unterrichtsmodulteil,
  GeteilterStapel,
  TeamMitglied,
  Stapelablage,
  Benutzerordner,
  FlashcardsKategorie,
  Benutzereinstellung,
  Stapelergebnis,
  Quizantwort,
] as const;

/**
 * Issue 9, DEVIATIONS 4, 01 §6: every route of the stack area (stacks, sharing, team, publishing,
 * copying, CSV, folders, categories, hand-in, correction marks) × caller → status; a refused call
 * changes nothing. All schools here hold a licence, so refusals come from roles and ownership.
 */
describe('stack area: who may call which endpoint', () => {
  let testApp: TestApp;
  const setup = {} as StapelSetup;
  const cookies = new Map<StapelRolle, string | null>();

  beforeAll(async () => {
    testApp = await createTestApp();
    const tweber = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const amueller = await userByCode(testApp.dataSource, testApp.logins.teacherAdmin);
    const lena = await userByCode(testApp.dataSource, testApp.logins.pupil1);
    Object.assign(setup, { eigentuemerId: tweber.id, pupilId: lena.id, teacherSameClassId: amueller.id });
    const andereKlasse = await addUserOfOtherClass(testApp.dataSource, tweber.schule_id, 'andereklasse', {
      kann_stapel_veroeffentlichen: true,
    });
    const schoolB = await addOtherSchool(testApp.dataSource);
    await testApp.dataSource
      .getRepository(Schule)
      .update({ id: schoolB.schuleId }, { lizenz_jahr: new Date().getFullYear() });
    await anmelden(testApp, cookies, {
      eigentuemer: testApp.logins.teacher,
      pupil: testApp.logins.pupil1,
      teacherSameClass: testApp.logins.teacherAdmin,
      teacherOtherClass: andereKlasse.anmeldecode,
      otherSchool: schoolB.teacher.code,
      mainAdmin: testApp.logins.mainAdmin,
      none: null,
    });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const rows = STAPEL_FAELLE.flatMap(([name, fall]) =>
    STAPEL_ROLLEN.map((rolle) => [name, rolle, fall.expected[rolle], fall] as const),
  );

  it('has a row for every route of the stack area', () => {
    expect(new Set(STAPEL_FAELLE.map(([name]) => name.split(' (')[0])).size).toBe(36);
  });

  it.each(rows)('%s as %s → %i', async (_name, rolle, status, fall: StapelFall) => {
    const { path, body } = await fall.request(testApp, setup);
    const cookie = cookies.get(rolle) ?? null;
    const row = { method: fall.method, path, body, cookie, status, errorKey: fall.errors?.[rolle] };
    await callAccessRowKeeping(testApp, row, TABELLEN);
  });
});
