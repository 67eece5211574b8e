import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { createSchoolFixture } from '../database/testing/school-fixture';
import { Pruefungsteil } from '../pruefungen/entities/pruefungsteil.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { ExterneBilderService } from '../uploads/extern/externe-bilder.service';
import { uploadOrdner } from '../config/upload-ordner';
import { AlteFremdbilderService } from './alte-fremdbilder.service';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';

const EIGENE_KOPIE = /^\/api\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/;

/**
 * Issue 29 §3: cards saved before the server copied images still name other websites; a run after the
 * start copies them (through the same checked fetch) or drops the address. A local image server stands
 * in for the other websites; loopback is opened for it.
 */
describe('old cards with images of other websites', () => {
  let testApp: TestApp;
  let server: Server;
  let basis: string;
  /** A port nothing listens on: an unreachable host. */
  let tot: string;
  let stapelId: number;
  let cookie: string;
  /** Runs while the image server answers a request: an author's edit made during the fetch. */
  let beimAbruf: (() => Promise<unknown>) | null = null;
  const abrufe: string[] = [];
  let jpeg: Buffer;

  const job = () => testApp.app.get(AlteFremdbilderService);
  const karten = () => testApp.dataSource.getRepository(Unterrichtsmodulteil);
  /** A card as one from before issue 29 §3: its address stored as typed, straight into the table. */
  const alteKarte = (felder: Partial<Unterrichtsmodulteil>) =>
    karten().save({
      unterrichtsmodule_id: stapelId,
      frage: 'Welches Tier?',
      antwort1: 'Hund',
      ...felder,
    });

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#cc3366' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Kamera' } })
      .toBuffer();
    server = createServer((anfrage, antwort) => {
      abrufe.push(anfrage.url ?? '');
      if (anfrage.url?.startsWith('/bild')) {
        void (beimAbruf?.() ?? Promise.resolve()).then(() =>
          antwort.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg),
        );
        return undefined;
      }
      if (anfrage.url === '/seite')
        return antwort.writeHead(200, { 'content-type': 'text/html' }).end('<p/>');
      return antwort.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    basis = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const frei = createServer();
    await new Promise<void>((resolve) => frei.listen(0, '127.0.0.1', resolve));
    tot = `http://127.0.0.1:${(frei.address() as AddressInfo).port}`;
    await new Promise((resolve) => frei.close(resolve));

    testApp = await createTestApp();
    testApp.app.get(ExterneBilderService).adresseErlaubt = () => true;
    job().wiederholungMs = 10;
    const lehrer = await userByCode(testApp.dataSource, testApp.logins.teacher);
    cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    stapelId = (
      await testApp.dataSource
        .getRepository(Unterrichtsmodul)
        .save({ bezeichnung: 'Alte Bilder', eigentuemer_id: lehrer.id })
    ).id;
    // Its exam question carries the card snapshot the first test gives an address.
    await testApp.dataSource.transaction((manager) => createSchoolFixture(manager));
    // The start's own run found nothing yet; the tests run it themselves.
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('copies each image once, re-encoded, names the copy in every field and exam snapshot; a second run finds nothing', async () => {
    const karte = await alteKarte({
      frage_videobild_url: `${basis}/bild-a.jpg`,
      antwort_videobild_url: `${basis}/bild-a.jpg`,
      antwort2_imageurl: ` ${basis}/bild-b.jpg`,
    });
    const teil = await testApp.dataSource.getRepository(Pruefungsteil).findOneByOrFail({});
    await testApp.dataSource
      .getRepository(Pruefungsteil)
      .update(
        { id: teil.id },
        { karte: JSON.stringify({ frage: 'Welches Tier?', frage_videobild_url: `${basis}/bild-a.jpg` }) },
      );
    abrufe.length = 0;

    const ergebnis = await job().umstellen();

    expect(abrufe.sort()).toEqual(['/bild-a.jpg', '/bild-b.jpg']);
    expect(ergebnis).toEqual({ kopiert: 4, entfernt: 0 });
    const nachher = await karten().findOneByOrFail({ id: karte.id });
    expect(nachher.frage_videobild_url).toMatch(EIGENE_KOPIE);
    expect(nachher.antwort_videobild_url).toBe(nachher.frage_videobild_url);
    expect(nachher.antwort2_imageurl).toMatch(EIGENE_KOPIE);
    expect(nachher.antwort2_imageurl).not.toBe(nachher.frage_videobild_url);
    const datei = join(uploadOrdner(testApp.config.dataDir), basename(nachher.frage_videobild_url ?? ''));
    expect(existsSync(datei)).toBe(true);
    const schnappschuss = JSON.parse(
      (await testApp.dataSource.getRepository(Pruefungsteil).findOneByOrFail({ id: teil.id })).karte ?? '{}',
    ) as Record<string, string>;
    expect(schnappschuss).toEqual({
      frage: 'Welches Tier?',
      frage_videobild_url: nachher.frage_videobild_url,
    });
    // The copy is served from the own origin, without the photo's metadata.
    const kopie = await request(testApp.server)
      .get(nachher.frage_videobild_url ?? '')
      .set('Cookie', cookie)
      .buffer(true)
      .parse((antwort, fertig) => {
        const teile: Buffer[] = [];
        antwort.on('data', (stueck: Buffer) => teile.push(stueck));
        antwort.on('end', () => fertig(null, Buffer.concat(teile)));
      })
      .expect(200);
    expect((await sharp(kopie.body as Buffer).metadata()).exif).toBeUndefined();

    abrufe.length = 0;
    expect(await job().umstellen()).toEqual({ kopiert: 0, entfernt: 0 });
    expect(abrufe).toEqual([]);
    expect(await karten().findOneByOrFail({ id: karte.id })).toEqual(nachher);
  });

  it('drops an address whose image cannot be copied (gone, a web page, a host that never answers); the card still works', async () => {
    const karte = await alteKarte({
      frage_videobild_url: `${basis}/fehlt.png`,
      antwort_videobild_url: `${basis}/seite`,
      antwort1_imageurl: `${tot}/bild.png`,
    });
    const ergebnis = await job().umstellen();
    expect(ergebnis).toEqual({ kopiert: 0, entfernt: 3 });
    expect(await karten().findOneByOrFail({ id: karte.id })).toMatchObject({
      frage_videobild_url: null,
      antwort_videobild_url: null,
      antwort1_imageurl: null,
      frage: 'Welches Tier?',
    });
    const stapel = await request(testApp.server)
      .get(`/api/unterrichtsmodulteile/${stapelId}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(stapel.body).toContainEqual(
      expect.objectContaining({ id: karte.id, frage: 'Welches Tier?', frage_videobild_url: '' }),
    );
  });

  it("keeps a vocabulary-audio card's sound address and addresses that are the own uploads", async () => {
    const audio = await alteKarte({ ist_vokabelaudio: true, frage_videobild_url: `${basis}/bild-haus.mp3` });
    const eigene = await alteKarte({ frage_videobild_url: '/api/uploads/AAAAAAAAAAAAAAAAAAAAAA.jpg' });
    abrufe.length = 0;
    expect(await job().umstellen()).toEqual({ kopiert: 0, entfernt: 0 });
    expect(abrufe).toEqual([]);
    expect((await karten().findOneByOrFail({ id: audio.id })).frage_videobild_url).toBe(
      `${basis}/bild-haus.mp3`,
    );
    expect((await karten().findOneByOrFail({ id: eigene.id })).frage_videobild_url).toBe(
      '/api/uploads/AAAAAAAAAAAAAAAAAAAAAA.jpg',
    );
  });

  it('a failure of its own (the upload folder unwritable) ends the run, keeps the address, and the next run copies it', async () => {
    const karte = await alteKarte({ frage_videobild_url: `${basis}/bild-c.jpg` });
    const ordner = uploadOrdner(testApp.config.dataDir);
    const beiseite = `${ordner}.beiseite`;
    await mkdir(ordner, { recursive: true });
    await rename(ordner, beiseite);
    // A file where the folder belongs: writing the copy fails as on a broken disk.
    await writeFile(ordner, 'kein Ordner');
    try {
      await expect(job().umstellen()).rejects.toThrow();
      expect((await karten().findOneByOrFail({ id: karte.id })).frage_videobild_url).toBe(
        `${basis}/bild-c.jpg`,
      );
    } finally {
      await rm(ordner);
      await rename(beiseite, ordner);
    }
    expect(await job().umstellen()).toEqual({ kopiert: 1, entfernt: 0 });
    expect((await karten().findOneByOrFail({ id: karte.id })).frage_videobild_url).toMatch(EIGENE_KOPIE);
  });

  it('an edit made meanwhile wins: only a field still holding the old address is written', async () => {
    const karte = await alteKarte({ frage_videobild_url: `${basis}/bild-d.jpg` });
    // The author changes the picture while the copy is being fetched.
    beimAbruf = () =>
      karten().update({ id: karte.id }, { frage_videobild_url: '/api/uploads/BBBBBBBBBBBBBBBBBBBBBB.jpg' });
    try {
      await job().umstellen();
    } finally {
      beimAbruf = null;
    }
    expect((await karten().findOneByOrFail({ id: karte.id })).frage_videobild_url).toBe(
      '/api/uploads/BBBBBBBBBBBBBBBBBBBBBB.jpg',
    );
  });
});

describe('the conversion runs by itself after the start', () => {
  it('a new instance on a database with an old card converts it in the background', async () => {
    const erste = await createTestApp({}, { shareable: true });
    let zweite: TestApp | null = null;
    try {
      const lehrer = await userByCode(erste.dataSource, erste.logins.teacher);
      const stapel = await erste.dataSource
        .getRepository(Unterrichtsmodul)
        .save({ bezeichnung: 'Vor dem Update', eigentuemer_id: lehrer.id });
      // An address the server may never fetch (loopback): the run drops it rather than keep a broken image.
      const karte = await erste.dataSource.getRepository(Unterrichtsmodulteil).save({
        unterrichtsmodule_id: stapel.id,
        frage: 'Welches Tier?',
        antwort1: 'Hund',
        frage_videobild_url: 'http://127.0.0.1:9/pixel.png',
      });
      zweite = await createTestApp({}, { sharedWith: erste });
      const feld = async () =>
        (await erste.dataSource.getRepository(Unterrichtsmodulteil).findOneByOrFail({ id: karte.id }))
          .frage_videobild_url;
      for (let warten = 0; warten < 100 && (await feld()) !== null; warten += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await feld()).toBeNull();
    } finally {
      await zweite?.close();
      await erste.close();
    }
  }, 60_000);
});
