import { readdirSync, readFileSync, statSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import request from 'supertest';
import sharp from 'sharp';
import { BILD_UPLOAD_MAX_BYTES } from '@lernstapel/rules';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { binaerAntwort } from '../testing/binaer-antwort';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';
import { ladeExport, zipDateien } from '../testing/export-zip-lesen';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { MAX_EINGABE_PIXEL } from './bild-verarbeitung';
import { uploadOrdner } from '../config/upload-ordner';

/** A phone photo: 3000×2000 JPEG with camera make and a GPS position in its EXIF. */
async function fotoMitGps(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Schulhandy', Copyright: 'Lena' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 22/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '8/1 32/1 0/1',
      },
    })
    .toBuffer();
}

/**
 * A real 1 × 1 PNG whose header (IHDR) claims `breite` × `hoehe` pixels: a few bytes that a decoder would
 * blow up to gigabytes. The header's CRC is recomputed, so the file reads as a valid PNG header.
 */
async function pngMitGroesse(breite: number, hoehe: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // Signature (8), IHDR length (4), 'IHDR' (4), width (4), height (4), … then the CRC over type and data.
  png.writeUInt32BE(breite, 16);
  png.writeUInt32BE(hoehe, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

describe('02 §7 uploads: own images of cards (DEVIATIONS 7)', () => {
  let testApp: TestApp;
  let callers: DemoCallers;
  let schuleB: OtherSchool;
  let cookieLehrerB: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    callers = await demoCallers(testApp);
    schuleB = await addOtherSchool(testApp.dataSource);
    cookieLehrerB = await sessionCookieFor(testApp, schuleB.teacher.code);
  });
  afterAll(() => testApp.close());

  const hochladen = (cookie: string, bytes: Buffer, typ = 'application/octet-stream') =>
    request(testApp.server).post('/api/uploads').set('Cookie', cookie).set('Content-Type', typ).send(bytes);

  it('re-encodes a photo: at most 1,400 px, no EXIF (no GPS), random name, served again', async () => {
    const foto = await fotoMitGps();
    expect((await sharp(foto).metadata()).exif).toBeDefined();
    const response = await hochladen(callers.cookie.tweber, foto, 'image/jpeg').expect(201);
    expect(response.body).toMatchObject({ breite: 1400, hoehe: 933 });
    expect(response.body.url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(response.body.url).not.toContain(testApp.logins.teacher);

    const name = String(response.body.url).split('/').pop() as string;
    const gespeichert = readFileSync(`${uploadOrdner(testApp.config.dataDir)}/${name}`);
    const meta = await sharp(gespeichert).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1400, height: 933 });
    expect(meta.exif).toBeUndefined();
    expect(gespeichert.includes(Buffer.from('Schulhandy'))).toBe(false);
    // Personal data: the folder and the file are the server user's alone, like DATA_DIR.
    expect(statSync(uploadOrdner(testApp.config.dataDir)).mode & 0o777).toBe(0o700);
    expect(statSync(`${uploadOrdner(testApp.config.dataDir)}/${name}`).mode & 0o777).toBe(0o600);

    const wieder = await request(testApp.server)
      .get(response.body.url)
      .set('Cookie', callers.cookie.lena)
      .buffer(true)
      .parse(binaerAntwort)
      .expect(200);
    expect(wieder.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(wieder.body as Buffer, gespeichert)).toBe(0);
  });

  it.each(['png', 'webp', 'gif'] as const)('keeps a small %s in its format', async (format) => {
    const bild = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#f00a' } })
      .toFormat(format)
      .toBuffer();
    const response = await hochladen(callers.cookie.tweber, bild).expect(201);
    expect(response.body).toMatchObject({ breite: 40, hoehe: 30 });
    expect(response.body.url).toMatch(new RegExp(`\\.${format}$`));
  });

  it('refuses SVG with its own German message, even named as PNG', async () => {
    const response = await hochladen(callers.cookie.tweber, SVG, 'image/png').expect(415);
    expect(response.body.message).toContain('SVG-Grafiken können nicht hochgeladen werden');
  });

  it('refuses a file that is no image (checked by content, not by type)', async () => {
    const response = await hochladen(
      callers.cookie.tweber,
      Buffer.from('%PDF-1.7 kein Bild'),
      'image/jpeg',
    ).expect(415);
    expect(response.body.message).toBe('Bitte wähle ein Bild im Format PNG, JPEG, WebP oder GIF.');
  });

  it('refuses a file over the limit and names the limit', async () => {
    const gross = Buffer.concat([await fotoMitGps(), Buffer.alloc(BILD_UPLOAD_MAX_BYTES)]);
    const response = await hochladen(callers.cookie.tweber, gross).expect(413);
    expect(response.body.message).toBe('Das Bild ist zu gross: höchstens 10 MB sind erlaubt.');
  });

  it('refuses a file over twice the limit (refused before it is read) and still names the limit', async () => {
    const riesig = Buffer.concat([await fotoMitGps(), Buffer.alloc(2 * BILD_UPLOAD_MAX_BYTES)]);
    const response = await hochladen(callers.cookie.tweber, riesig, 'image/jpeg').expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      error: 'uploads.zuGross',
      message: 'Das Bild ist zu gross: höchstens 10 MB sind erlaubt.',
    });
  });

  it.each<[string, () => Promise<Buffer>]>([
    ['a PNG claiming 10,000 × 10,000 px (a decompression bomb)', () => pngMitGroesse(10_000, 10_000)],
    ['a PNG of 8,000 × 7,000 px', () => pngMitGroesse(8_000, 7_000)],
  ])('refuses %s as too large, naming the limit', async (_fall, bild) => {
    const response = await hochladen(callers.cookie.tweber, await bild()).expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      error: 'uploads.zuVielePixel',
      message: `Das Bild ist zu gross: höchstens ${MAX_EINGABE_PIXEL / 1_000_000} Megapixel (Millionen Bildpunkte) sind erlaubt. Bitte verkleinere es.`,
    });
  });

  it('takes image bytes on this route only', async () => {
    await request(testApp.server)
      .post('/api/benutzereinstellungen')
      .set('Cookie', callers.cookie.tweber)
      .set('Content-Type', 'image/png')
      .send(Buffer.from('x'))
      .expect(415);
  });

  it('refuses a school without the licence of this year, with the hint to paste a URL', async () => {
    const response = await hochladen(cookieLehrerB, await fotoMitGps()).expect(403);
    const jahr = new Date().getFullYear();
    expect(response.body.message).toBe(
      `Keine Schul-Lizenz für das Jahr ${jahr} zum Upload von eigenen Dateien vorhanden...`,
    );
    expect(response.body.details[0]).toContain('Adresse (URL) eines Bildes');
    const erlaubnis = await request(testApp.server)
      .get('/api/uploads/erlaubnis')
      .set('Cookie', cookieLehrerB)
      .expect(200);
    expect(erlaubnis.body).toMatchObject({ erlaubt: false, grund: 'lizenz.keineLizenzUpload', jahr });
  });

  it('refuses a pupil without a running permission, and lets them upload for 2 hours once granted', async () => {
    const ohne = await hochladen(callers.cookie.jonas, await fotoMitGps()).expect(403);
    expect(ohne.body.message).toContain('Du darfst zurzeit keine eigenen Dateien hochladen');
    await request(testApp.server)
      .post('/api/benutzer/uploaderlaubnis')
      .set('Cookie', callers.cookie.amueller)
      .send({ id: callers.user.jonas.id })
      .expect(200);
    const erlaubnis = await request(testApp.server)
      .get('/api/uploads/erlaubnis')
      .set('Cookie', callers.cookie.jonas)
      .expect(200);
    expect(erlaubnis.body.erlaubt).toBe(true);
    const bis = new Date(erlaubnis.body.erlaubtBis as string).getTime();
    expect(bis - Date.now()).toBeGreaterThan(119 * 60_000);
    await hochladen(callers.cookie.jonas, await fotoMitGps()).expect(201);
  });

  it("travels with its card in the owner's data export (Art. 15/20), byte for byte", async () => {
    const upload = await hochladen(callers.cookie.tweber, await fotoMitGps()).expect(201);
    const name = String(upload.body.url).split('/').pop() as string;
    const modul = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Fotos', eigentuemer_id: callers.user.tweber.id });
    await testApp.dataSource.getRepository(Unterrichtsmodulteil).save({
      unterrichtsmodule_id: modul.id,
      autor_id: callers.user.tweber.id,
      frage: 'Was ist das?',
      antwort1: 'Ein Baum',
      antwort_videobild_url: upload.body.url as string,
    });
    const exportAntwort = await ladeExport(testApp, '/api/datenschutz/export', callers.cookie.tweber);
    expect(exportAntwort.status).toBe(200);
    const dateien = await zipDateien(exportAntwort.body as Buffer);
    expect(JSON.parse(dateien.get('inhalt.json') ?? '{}').dateien).toEqual([`uploads/${name}`]);
    expect(dateien.has(`uploads/${name}`)).toBe(true);
  });

  it('serves nothing for unknown or crafted names, and nothing without a session', async () => {
    await request(testApp.server)
      .get('/api/uploads/AAAAAAAAAAAAAAAAAAAAAA.png')
      .set('Cookie', callers.cookie.lena)
      .expect(404);
    await request(testApp.server)
      .get('/api/uploads/..%2F..%2Fapp.sqlite')
      .set('Cookie', callers.cookie.lena)
      .expect(404);
    const datei = readdirSync(uploadOrdner(testApp.config.dataDir))[0];
    await request(testApp.server).get(`/api/uploads/${datei}`).expect(401);
  });
});
