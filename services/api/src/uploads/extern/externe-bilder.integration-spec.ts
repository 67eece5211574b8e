import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import sharp from 'sharp';
import { t } from '@lernstapel/texts';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { userByCode } from '../../testing/second-school';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { bildLaden } from './bild-laden';
import { ExterneBilderService } from './externe-bilder.service';
import { istOeffentlicheAdresse } from './oeffentliche-adresse';

/**
 * Issue 29 §3: an image address of another website is fetched once by the server when the card is
 * saved and stored like an upload; the card names the own copy. A local image server stands in for
 * the other website (loopback is opened for it only where a test says so).
 */
describe('images of other websites become own copies', () => {
  let testApp: TestApp;
  let server: Server;
  let basis: string;
  let cookie: string;
  let stapelId: number;
  const abrufe: string[] = [];
  let png: Buffer;

  beforeAll(async () => {
    // A photo with EXIF metadata (a camera's make and GPS-like comment) that must not survive.
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Kamera', ImageDescription: 'Standort 47.3769 8.5417' } })
      .toBuffer();
    server = createServer((anfrage, antwort) => {
      abrufe.push(anfrage.url ?? '');
      if (anfrage.url === '/bild.jpg')
        return antwort.writeHead(200, { 'content-type': 'image/jpeg' }).end(png);
      if (anfrage.url === '/weiter') return antwort.writeHead(302, { location: '/bild.jpg' }).end();
      if (anfrage.url === '/text')
        return antwort.writeHead(200, { 'content-type': 'text/html' }).end('<p>x</p>');
      if (anfrage.url === '/gross') return antwort.writeHead(200).end(Buffer.alloc(2048));
      if (anfrage.url === '/langsam') return undefined;
      return antwort.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    basis = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    testApp = await createTestApp();
    cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    const lehrer = await userByCode(testApp.dataSource, testApp.logins.teacher);
    stapelId = (
      await testApp.dataSource
        .getRepository(Unterrichtsmodul)
        .save({ bezeichnung: 'Bilder', eigentuemer_id: lehrer.id })
    ).id;
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    testApp.app.get(ExterneBilderService).adresseErlaubt = istOeffentlicheAdresse;
  });

  const speichern = (felder: object) =>
    request(testApp.server)
      .post('/api/unterrichtsmodulteile')
      .set('Cookie', cookie)
      .send({
        unterrichtsmodule_id: stapelId,
        modus: 1,
        frage: 'Welche Farbe?',
        antwort1: 'Blau',
        ...felder,
      });
  const neueste = async () =>
    await testApp.dataSource
      .getRepository(Unterrichtsmodulteil)
      .findOneOrFail({ where: { unterrichtsmodule_id: stapelId }, order: { id: 'DESC' } });

  it('stores the copy re-encoded without metadata, fetched once for both fields, and the card names it', async () => {
    testApp.app.get(ExterneBilderService).adresseErlaubt = () => true;
    abrufe.length = 0;
    const vorher = await testApp.dataSource.getRepository(Unterrichtsmodulteil).count();
    await speichern({
      frage_videobild_url: `${basis}/weiter`,
      antwort_videobild_url: `${basis}/weiter`,
    }).expect(200);
    const karte = await neueste();
    expect(await testApp.dataSource.getRepository(Unterrichtsmodulteil).count()).toBe(vorher + 1);
    expect(karte.frage_videobild_url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(karte.antwort_videobild_url).toBe(karte.frage_videobild_url);
    expect(abrufe).toEqual(['/weiter', '/bild.jpg']);
    const kopie = await request(testApp.server)
      .get(karte.frage_videobild_url ?? '')
      .set('Cookie', cookie)
      .buffer(true)
      .parse((antwort, fertig) => {
        const teile: Buffer[] = [];
        antwort.on('data', (teil: Buffer) => teile.push(teil));
        antwort.on('end', () => fertig(null, Buffer.concat(teile)));
      })
      .expect(200);
    const metadaten = await sharp(kopie.body as Buffer).metadata();
    expect({ breite: metadaten.width, exif: metadaten.exif }).toEqual({ breite: 40, exif: undefined });
    // Saved again unchanged: the own copy stays, nothing is fetched.
    abrufe.length = 0;
    await speichern({ id: karte.id, frage_videobild_url: karte.frage_videobild_url }).expect(200);
    expect(abrufe).toEqual([]);
  });

  it.each([
    ['a loopback address (SSRF)', () => `${basis}/bild.jpg`, 'externebilder.nichtErlaubt', true],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest', 'externebilder.nichtErlaubt', true],
    ['a name resolving to loopback', () => 'http://localhost:9/bild.jpg', 'externebilder.nichtErlaubt', true],
    ['a file: address', () => 'file:///etc/passwd', 'externebilder.adresseUngueltig', false],
    ['a missing image', () => `${basis}/fehlt.png`, 'externebilder.nichtErreichbar', false],
    ['a web page instead of an image', () => `${basis}/text`, 'externebilder.keinBild', false],
  ])('refuses %s with a German message and saves nothing', async (_fall, adresse, schluessel, gesperrt) => {
    if (!gesperrt) testApp.app.get(ExterneBilderService).adresseErlaubt = () => true;
    const vorher = await testApp.dataSource.getRepository(Unterrichtsmodulteil).count();
    const antwort = await speichern({ frage_videobild_url: adresse() });
    if (schluessel === 'externebilder.adresseUngueltig' && antwort.status === 200) {
      // A non-http address is no address of another website: stored as typed, never fetched.
      expect((await neueste()).frage_videobild_url).toBe(adresse());
      return;
    }
    expect(antwort.status).toBe(400);
    expect(antwort.body.error).toBe(schluessel);
    expect(antwort.body.message).not.toMatch(/^externebilder\./);
    expect(await testApp.dataSource.getRepository(Unterrichtsmodulteil).count()).toBe(vorher);
  });

  it('keeps a vocabulary-audio address as it is (audio, not an image)', async () => {
    abrufe.length = 0;
    await speichern({ modus: 6, frage_videobild_url: `${basis}/haus.mp3`, antwort1: 'house' }).expect(200);
    expect((await neueste()).frage_videobild_url).toBe(`${basis}/haus.mp3`);
    expect(abrufe).toEqual([]);
  });

  it('bounds size and time: too large and too slow are refused with their messages', async () => {
    const offen = { adresseErlaubt: () => true };
    await expect(bildLaden(`${basis}/gross`, { ...offen, maxBytes: 1024 })).rejects.toMatchObject({
      textKey: 'externebilder.zuGross',
    });
    const start = Date.now();
    await expect(bildLaden(`${basis}/langsam`, { ...offen, zeitMs: 300 })).rejects.toMatchObject({
      textKey: 'externebilder.zeitueberschritten',
    });
    expect(Date.now() - start).toBeLessThan(5_000);
    expect(t('externebilder.zeitueberschritten', { adresse: 'x', sekunden: '10' })).toContain('10 Sekunden');
  });
});
