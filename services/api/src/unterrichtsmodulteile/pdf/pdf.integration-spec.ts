import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { binaerAntwort } from '../../testing/binaer-antwort';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../../testing/demo-callers';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../entities/unterrichtsmodulteil.entity';

/** The pages' decompressed content streams, in order. */
function seiten(pdf: Buffer): string[] {
  const latin1 = pdf.toString('latin1');
  const inhalte: string[] = [];
  for (const match of latin1.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      const text = inflateSync(pdf.subarray(start, latin1.indexOf('endstream', start))).toString('latin1');
      if (text.includes(' re')) inhalte.push(text);
    } catch {
      // images and fonts
    }
  }
  return inhalte;
}

/** x of the first card frame drawn on a page (the frame of card 1 of that sheet). */
const ersterRahmenX = (seite: string) => Number(/([\d.]+) [\d.]+ [\d.]+ [\d.]+ re/.exec(seite)?.[1]);

describe("issue 10 'Als PDF drucken': duplex PDF of a stack's cards", () => {
  let testApp: TestApp;
  let callers: DemoCallers;
  let stapelId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    callers = await demoCallers(testApp);
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#08f8' } })
      .webp()
      .toBuffer();
    const upload = await request(testApp.server)
      .post('/api/uploads')
      .set('Cookie', callers.cookie.tweber)
      .set('Content-Type', 'image/webp')
      .send(png)
      .expect(201);
    const modul = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Druck', eigentuemer_id: callers.user.tweber.id });
    stapelId = modul.id;
    const karten = Array.from({ length: 10 }, (_, i) => ({
      unterrichtsmodule_id: modul.id,
      autor_id: callers.user.tweber.id,
      frage: `<b>Frage ${i + 1}</b>`,
      antwort1: `Antwort ${i + 1}`,
      frage_videobild_url: i === 0 ? (upload.body.url as string) : '',
    }));
    await testApp.dataSource.getRepository(Unterrichtsmodulteil).save(karten);
  });
  afterAll(() => testApp.close());

  const holen = (pfad: string, cookie = callers.cookie.tweber) =>
    request(testApp.server).get(pfad).set('Cookie', cookie).buffer(true).parse(binaerAntwort);

  it('8 per page: 10 cards → two sheets, each a front and a back page; the uploaded image included', async () => {
    const antwort = await holen(`/api/unterrichtsmodulteile/pdf/${stapelId}`).expect(200);
    expect(antwort.headers['content-type']).toBe('application/pdf');
    const pdf = antwort.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(4);
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('the back page is mirrored: card 1 sits in the last column behind its question', async () => {
    const pdf = (await holen(`/api/unterrichtsmodulteile/pdf/${stapelId}?proSeite=8`).expect(200))
      .body as Buffer;
    const [vorne = '', hinten = ''] = seiten(pdf);
    expect(ersterRahmenX(vorne)).toBe(28);
    expect(ersterRahmenX(hinten)).toBeCloseTo(28 + (595.28 - 56) / 2, 1);
  });

  it('12 per page: one sheet (two pages)', async () => {
    const pdf = (await holen(`/api/unterrichtsmodulteile/pdf/${stapelId}?proSeite=12`).expect(200))
      .body as Buffer;
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it('refuses other page sizes, stacks the caller may not read, and callers without a session', async () => {
    await request(testApp.server)
      .get(`/api/unterrichtsmodulteile/pdf/${stapelId}?proSeite=9`)
      .set('Cookie', callers.cookie.tweber)
      .expect(400);
    await request(testApp.server)
      .get(`/api/unterrichtsmodulteile/pdf/${stapelId}`)
      .set('Cookie', callers.cookie.lena)
      .expect(404);
    await request(testApp.server).get(`/api/unterrichtsmodulteile/pdf/${stapelId}`).expect(401);
  });
});
