import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Sitzung } from '../auth/entities/sitzung.entity';
import { Benutzerablenkung } from '../benutzer/benutzerablenkungen/entities/benutzerablenkung.entity';
import { addDemoPupil, addFeedEntry } from '../benutzer/klasse-fixture';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { uploadOrdner } from '../uploads/upload-ordner';
import { AUFBEWAHRUNG_SPERRE, AufbewahrungService } from './aufbewahrung.service';

const TAG_MS = 24 * 60 * 60 * 1000;
const JETZT = new Date('2026-11-24T10:00:00Z');
const vorTagen = (tage: number) => new Date(JETZT.getTime() - tage * TAG_MS);

/** Issue 16 retention: the hourly job against a database with old and new rows. */
describe('retention job', () => {
  let testApp: TestApp;
  let job: AufbewahrungService;

  beforeAll(async () => {
    testApp = await createTestApp({ activityRetentionDays: 30 });
    job = testApp.app.get(AufbewahrungService);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('deletes activity events older than ACTIVITY_RETENTION_DAYS, expired sessions and files no card names', async () => {
    const pupil = await addDemoPupil(testApp.dataSource);
    await addFeedEntry(testApp.dataSource, pupil.id, vorTagen(31));
    const frisch = await addFeedEntry(testApp.dataSource, pupil.id, vorTagen(29));
    const sitzungen = testApp.dataSource.getRepository(Sitzung);
    const basis = { benutzer_id: pupil.id, zuletzt_benutzt_am: vorTagen(1) };
    await sitzungen.insert([
      {
        ...basis,
        token_hash: 'a'.repeat(64),
        art: 'sitzung',
        laeuft_ab_am: new Date(JETZT.getTime() - 1000),
      },
      { ...basis, token_hash: 'b'.repeat(64), art: 'merken', laeuft_ab_am: vorTagen(2) },
      {
        ...basis,
        token_hash: 'c'.repeat(64),
        art: 'merken',
        laeuft_ab_am: new Date(JETZT.getTime() + TAG_MS),
      },
    ]);
    const ordner = uploadOrdner(testApp.config.dataDir);
    mkdirSync(ordner, { recursive: true });
    const stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Bilder', eigentuemer_id: pupil.id });
    await testApp.dataSource.getRepository(Unterrichtsmodulteil).insert({
      unterrichtsmodule_id: stapel.id,
      frage: 'Bild?',
      antwort2_imageurl: '/api/uploads/genannt.png',
    });
    for (const [datei, alterTage] of [
      ['genannt.png', 5],
      ['verwaist.png', 5],
      ['gerade-hochgeladen.png', 0],
    ] as const) {
      const pfad = join(ordner, datei);
      writeFileSync(pfad, 'x');
      utimesSync(pfad, vorTagen(alterTage), vorTagen(alterTage));
    }

    expect(await job.aufraeumen(JETZT)).toEqual({ aktivitaeten: 1, sitzungen: 2, dateien: 1, mails: 0 });

    const ablenkungen = await testApp.dataSource
      .getRepository(Benutzerablenkung)
      .findBy({ benutzer_id: pupil.id });
    expect(ablenkungen.map((eintrag) => eintrag.id)).toEqual([frisch.id]);
    expect((await sitzungen.findBy({ benutzer_id: pupil.id })).map((s) => s.token_hash)).toEqual([
      'c'.repeat(64),
    ]);
    expect(readdirSync(ordner).sort()).toEqual(['genannt.png', 'gerade-hochgeladen.png']);
    // A second run finds nothing more to do.
    expect(await job.aufraeumen(JETZT)).toEqual({ aktivitaeten: 0, sitzungen: 0, dateien: 0, mails: 0 });
  });

  it('honours a shorter configured period (ACTIVITY_RETENTION_DAYS=7)', async () => {
    const kurz = new AufbewahrungService(
      testApp.dataSource,
      { ...testApp.config, activityRetentionDays: 7 },
      null,
    );
    const pupil = await addDemoPupil(testApp.dataSource);
    await addFeedEntry(testApp.dataSource, pupil.id, vorTagen(8));
    const bleibt = await addFeedEntry(testApp.dataSource, pupil.id, vorTagen(6));
    await kurz.aufraeumen(JETZT);
    const ids = (
      await testApp.dataSource.getRepository(Benutzerablenkung).findBy({ benutzer_id: pupil.id })
    ).map((e) => e.id);
    expect(ids).toEqual([bleibt.id]);
  });

  it('runs on one instance alone without Redis', async () => {
    expect(await job.uebernimmLauf()).toBe(true);
    expect(await job.uebernimmLauf()).toBe(true);
  });

  const redisUrl = process.env['REDIS_URL'];
  (redisUrl ? it : it.skip)(
    'lets only one of several instances do a run when they share Redis (REDIS_URL)',
    async () => {
      const verbindungen = [new Redis(redisUrl ?? ''), new Redis(redisUrl ?? '')];
      try {
        await verbindungen[0].del(AUFBEWAHRUNG_SPERRE);
        const instanzen = verbindungen.map(
          (redis) => new AufbewahrungService(testApp.dataSource, testApp.config, redis),
        );
        const laeufe = await Promise.all(
          [...instanzen, ...instanzen].map((instanz) => instanz.uebernimmLauf()),
        );
        expect(laeufe.filter(Boolean)).toHaveLength(1);
        expect(await verbindungen[0].pttl(AUFBEWAHRUNG_SPERRE)).toBeGreaterThan(49 * 60 * 1000);
      } finally {
        await verbindungen[0].del(AUFBEWAHRUNG_SPERRE);
        await Promise.all(verbindungen.map((redis) => redis.quit()));
      }
    },
  );
});
