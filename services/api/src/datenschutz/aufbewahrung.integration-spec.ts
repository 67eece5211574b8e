import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Anfrage } from '../anfragen/entities/anfrage.entity';
import { Sitzung } from '../benutzer/sitzungen/entities/sitzung.entity';
import { Benutzerablenkung } from '../benutzer/benutzerablenkungen/entities/benutzerablenkung.entity';
import { addDemoPupil, addFeedEntry } from '../benutzer/klasse-fixture';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { uploadOrdner } from '../config/upload-ordner';
import { Mailausgang } from '../mail/entities/mailausgang.entity';
import { MetricsService } from '../metrics/metrics.service';
import { outboxFolder } from '../mail/outbox-transport';
import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { Pruefungsteil } from '../pruefungen/entities/pruefungsteil.entity';
import { AUFBEWAHRUNG_SPERRE, AufbewahrungService } from './aufbewahrung.service';
import { DatenschutzKarte } from './datenschutz-karte.service';
import { itIf, WITHOUT_REDIS } from '../testing/needs-service';

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

    const anfragen = testApp.dataSource.getRepository(Anfrage);
    const anfrage = { benutzer_id: pupil.id, route: 'POST /api/benutzerordner', fertig: true, antwort: null };
    await anfragen.insert([
      { ...anfrage, schluessel: 'alt-00000001', erstellt_am: vorTagen(1.1) },
      { ...anfrage, schluessel: 'frisch-00000001', erstellt_am: vorTagen(0.9) },
    ]);

    expect(await job.aufraeumen(JETZT)).toEqual({
      aktivitaeten: 1,
      sitzungen: 2,
      dateien: 1,
      anfragen: 1,
      mails: 0,
    });

    const ablenkungen = await testApp.dataSource
      .getRepository(Benutzerablenkung)
      .findBy({ benutzer_id: pupil.id });
    expect(ablenkungen.map((eintrag) => eintrag.id)).toEqual([frisch.id]);
    expect((await sitzungen.findBy({ benutzer_id: pupil.id })).map((s) => s.token_hash)).toEqual([
      'c'.repeat(64),
    ]);
    expect(readdirSync(ordner).sort()).toEqual(['genannt.png', 'gerade-hochgeladen.png']);
    expect((await anfragen.findBy({ benutzer_id: pupil.id })).map((a) => a.schluessel)).toEqual([
      'frisch-00000001',
    ]);
    // A second run finds nothing more to do.
    expect(await job.aufraeumen(JETZT)).toEqual({
      aktivitaeten: 0,
      sitzungen: 0,
      dateien: 0,
      anfragen: 0,
      mails: 0,
    });
  });

  it('deletes mails older than MAIL_RETENTION_DAYS with their outbox files, and outbox files no mail names', async () => {
    const outbox = outboxFolder(testApp.config.dataDir);
    mkdirSync(outbox, { recursive: true });
    const datei = (tage: number, nr: string) => {
      const name = `${vorTagen(tage).toISOString().replace(/[:.]/g, '-')}-${nr.repeat(16)}.eml`;
      writeFileSync(join(outbox, name), 'Anmeldecode: X');
      utimesSync(join(outbox, name), vorTagen(tage), vorTagen(tage));
      return name;
    };
    const alt = datei(31, 'a');
    const frisch = datei(29, 'b');
    const verwaist = datei(3, 'c');
    const geradeGeschrieben = datei(0, 'd');
    const mails = testApp.dataSource.getRepository(Mailausgang);
    const basis = { empfaenger: 'x@example.org', betreff: 'Code', text: 'Anmeldecode: X' };
    await mails.insert([
      { ...basis, erstellt_am: vorTagen(31), datei: alt },
      { ...basis, erstellt_am: vorTagen(29), datei: frisch },
    ]);

    expect(await job.aufraeumen(JETZT)).toMatchObject({ mails: 1 });

    expect((await mails.find()).map((mail) => mail.datei)).toEqual([frisch]);
    expect(readdirSync(outbox).sort()).toEqual([frisch, geradeGeschrieben].sort());
    expect(verwaist).not.toBe(alt);
  });

  it('keeps an upload an exam snapshot still names after its card was deleted', async () => {
    const name = 'Schnappschuss_Bild_001.png';
    const ordner = uploadOrdner(testApp.config.dataDir);
    writeFileSync(join(ordner, name), 'x');
    utimesSync(join(ordner, name), vorTagen(5), vorTagen(5));
    const lehrperson = await addDemoPupil(testApp.dataSource, { ist_schueler: false });
    const pruefung = await testApp.dataSource.getRepository(Pruefung).save({
      titel: 'T',
      klassen_code: 'X',
      datum: '2026-11-30',
      ersteller_benutzer_id: lehrperson.id,
    });
    await testApp.dataSource.getRepository(Pruefungsteil).insert({
      pruefung_id: pruefung.id,
      unterrichtsmodulteil_id: null,
      karte: JSON.stringify({ frage: 'Bild?', frage_videobild_url: `/api/uploads/${name}` }),
    });
    await job.aufraeumen(JETZT);
    expect(readdirSync(ordner)).toContain(name);
  });

  it('honours a shorter configured period (ACTIVITY_RETENTION_DAYS=7)', async () => {
    const kurz = new AufbewahrungService(
      testApp.dataSource,
      { ...testApp.config, activityRetentionDays: 7 },
      null,
      testApp.app.get(MetricsService),
      testApp.app.get(DatenschutzKarte),
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
  itIf(redisUrl, WITHOUT_REDIS)(
    'lets only one of several instances do a run when they share Redis (REDIS_URL)',
    async () => {
      const verbindungen: [Redis, Redis] = [new Redis(redisUrl ?? ''), new Redis(redisUrl ?? '')];
      try {
        await verbindungen[0].del(AUFBEWAHRUNG_SPERRE);
        const instanzen = verbindungen.map(
          (redis) =>
            new AufbewahrungService(
              testApp.dataSource,
              testApp.config,
              redis,
              testApp.app.get(MetricsService),
              testApp.app.get(DatenschutzKarte),
            ),
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
