import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { SchuelerInPruefung } from '../pruefungen/entities/schueler-in-pruefung.entity';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { addUserOfOtherClass, userByCode } from '../testing/second-school';
import { genau } from '../testing/vorhanden';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { SchuelerImWettbewerb } from '../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../wettbewerbe/entities/wettbewerb.entity';
import { anmelden, callAccessRowKeeping } from './access-row';
import { SPERR_FAELLE } from './stapelsperre-access.cases';
import { SPERR_ROLLEN, type SperrFall, type SperrRolle, type SperrSetup } from './stapelsperre-access.table';

/** Every table a refused call of these routes could have changed. */
const TABELLEN = [
  Unterrichtsmodul,
  Unterrichtsmodulteil,
  Pruefung,
  SchuelerInPruefung,
  Wettbewerb,
  SchuelerImWettbewerb,
] as const;

/**
 * Issue 22 §1: every route that answers or copies a stack's cards × a pupil in an exam (started, not
 * begun, handed in) or a race (running, ended) over it, and the teacher: the lock is 423 with the
 * reason and changes nothing; after hand-in or the race's end the normal rules apply.
 */
describe('stack lock: no answers of an exam or race in progress', () => {
  let testApp: TestApp;
  const setup = {} as SperrSetup;
  const cookies = new Map<SperrRolle, string | null>();

  beforeAll(async () => {
    testApp = await createTestApp();
    const [tweber, lena, jonas, mia] = genau(
      await Promise.all(
        (['teacher', 'pupil1', 'pupil2', 'pupil3'] as const).map((rolle) =>
          userByCode(testApp.dataSource, testApp.logins[rolle]),
        ),
      ),
      4,
    );
    const zweiB = (name: string) =>
      addUserOfOtherClass(testApp.dataSource, tweber.schule_id, name, {
        ist_schueler: true,
        create_user_id: tweber.id,
      });
    const laeuft = await zweiB('rennen2b');
    const beendet = await zweiB('fertig2b');
    setup.ids = {
      pruefungBegonnen: lena.id,
      pruefungOffen: mia.id,
      pruefungAbgegeben: jonas.id,
      rennenLaeuft: laeuft.id,
      rennenBeendet: beendet.id,
      lehrperson: tweber.id,
    };
    setup.klassenkamerad = {
      pruefungBegonnen: jonas.id,
      pruefungOffen: lena.id,
      pruefungAbgegeben: lena.id,
      rennenLaeuft: beendet.id,
      rennenBeendet: laeuft.id,
      lehrperson: lena.id,
    };
    await anmelden(testApp, cookies, {
      pruefungBegonnen: testApp.logins.pupil1,
      pruefungOffen: testApp.logins.pupil3,
      pruefungAbgegeben: testApp.logins.pupil2,
      rennenLaeuft: laeuft.anmeldecode,
      rennenBeendet: beendet.anmeldecode,
      lehrperson: testApp.logins.teacher,
    });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const rows = SPERR_FAELLE.flatMap(([name, fall]) =>
    SPERR_ROLLEN.map((rolle) => [name, rolle, fall.expected[rolle], fall] as const),
  );

  it('has a row for every route that answers or copies cards', () => {
    expect(new Set(SPERR_FAELLE.map(([name]) => name.split(' (')[0])).size).toBe(12);
  });

  it.each(rows)('%s as %s → %i', async (_name, rolle, status, fall: SperrFall) => {
    const { path, body } = await fall.request(testApp, setup, rolle);
    const cookie = cookies.get(rolle) ?? null;
    const row = { method: fall.method, path, body, cookie, status, errorKey: fall.errors?.[rolle] };
    await callAccessRowKeeping(testApp, row, TABELLEN);
  });
});
