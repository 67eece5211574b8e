import { addDemoPupil } from '../benutzer/klasse-fixture';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { ladeExport } from '../testing/export-zip-lesen';
import { Datenexport } from './entities/datenexport.entity';

const GLEICHZEITIG = 20;

/**
 * Issue 29 §2: an export of someone else writes its record (datenexport). Like the concurrency suite
 * for write routes (issue 22 §3), on MariaDB when DATABASE_URL says so: 20 identical and 20 different
 * exports at once — never a 5xx, one record per delivered ZIP, none lost.
 */
describe('exports of other people recorded at once', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  const vermerkeVon = (betroffene: number[]) =>
    Promise.all(
      betroffene.map((id) => testApp.dataSource.getRepository(Datenexport).countBy({ betroffener_id: id })),
    );

  it('20 identical exports of one pupil: all delivered, 20 records', async () => {
    const schueler = await addDemoPupil(testApp.dataSource);
    const antworten = await Promise.all(
      Array.from({ length: GLEICHZEITIG }, () =>
        ladeExport(testApp, `/api/datenschutz/export/${schueler.id}`, cookie),
      ),
    );
    expect(antworten.map((antwort) => antwort.status)).toEqual(Array(GLEICHZEITIG).fill(200));
    expect(await vermerkeVon([schueler.id])).toEqual([GLEICHZEITIG]);
  }, 120_000);

  it('20 exports of 20 different pupils: all delivered, one record each', async () => {
    const schueler = [];
    for (let i = 0; i < GLEICHZEITIG; i += 1) schueler.push(await addDemoPupil(testApp.dataSource));
    const antworten = await Promise.all(
      schueler.map((person) => ladeExport(testApp, `/api/datenschutz/export/${person.id}`, cookie)),
    );
    expect(antworten.map((antwort) => antwort.status)).toEqual(Array(GLEICHZEITIG).fill(200));
    expect(await vermerkeVon(schueler.map((person) => person.id))).toEqual(Array(GLEICHZEITIG).fill(1));
  }, 120_000);
});
