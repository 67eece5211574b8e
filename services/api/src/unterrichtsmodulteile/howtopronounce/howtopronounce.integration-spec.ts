import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { binaerAntwort } from '../../testing/binaer-antwort';
import { demoCallers, type DemoCallers } from '../../testing/demo-callers';

describe('02 §7 howtopronounce, default adapter: eSpeak NG on the server (DEVIATIONS 8)', () => {
  let testApp: TestApp;
  let callers: DemoCallers;

  beforeAll(async () => {
    testApp = await createTestApp();
    callers = await demoCallers(testApp);
  });
  afterAll(() => testApp.close());

  const suchen = (pfad: string, cookie = callers.cookie.lena) =>
    request(testApp.server).get(`/api/unterrichtsmodulteile/howtopronounce/${pfad}`).set('Cookie', cookie);

  it('answers the URL of a playable WAV (RIFF header, 22,050 Hz mono 16 bit, some audio)', async () => {
    const antwort = await suchen('german/Haus').expect(200);
    expect(antwort.body).toEqual({
      url: expect.stringMatching(/^\/api\/unterrichtsmodulteile\/howtopronounce\/audio\/[0-9a-f]{40}\.wav$/),
      quelle: 'espeak-ng',
    });
    const audio = await request(testApp.server)
      .get(antwort.body.url as string)
      .set('Cookie', callers.cookie.lena)
      .buffer(true)
      .parse(binaerAntwort)
      .expect(200);
    const wav = audio.body as Buffer;
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 16).toString('ascii')).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(22050);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    // "Haus" lasts at least a quarter of a second, and is not silence.
    expect(wav.length - 44).toBeGreaterThan(22050 * 2 * 0.25);
    const samples = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(1000);
  });

  it('caches per language and word: the same URL again; another language another file', async () => {
    const erst = await suchen('french/maison').expect(200);
    const wieder = await suchen('french/maison').expect(200);
    expect(wieder.body.url).toBe(erst.body.url);
    const spanisch = await suchen('spanish/maison').expect(200);
    expect(spanisch.body.url).not.toBe(erst.body.url);
  });

  const audioLaenge = async (pfad: string): Promise<number> => {
    const antwort = await suchen(pfad).expect(200);
    const audio = await request(testApp.server)
      .get(antwort.body.url as string)
      .set('Cookie', callers.cookie.lena)
      .buffer(true)
      .parse(binaerAntwort)
      .expect(200);
    return (audio.body as Buffer).length;
  };

  it("speaks elisions as one word (issue 25 §3): l'école is shorter than the letter l and école", async () => {
    const elidiert = await audioLaenge(`french/${encodeURIComponent("l'école")}`);
    const typografisch = await suchen(`french/${encodeURIComponent('l’école')}`).expect(200);
    expect(typografisch.body.url).toBe((await suchen(`french/${encodeURIComponent("l'école")}`)).body.url);
    const buchstabiert = await audioLaenge(`french/${encodeURIComponent('l école')}`);
    expect(elidiert).toBeLessThan(buchstabiert * 0.9);
    await suchen(`englisch/${encodeURIComponent('ice cream')}`).expect(200);
    await suchen('portuguese/obrigado').expect(200);
  });

  it('drops punctuation around the words instead of refusing them: ¿Qué tal?, « oui », "Haus"', async () => {
    const frage = await suchen(`spanish/${encodeURIComponent('¿Qué tal?')}`).expect(200);
    expect(frage.body.url).toBe((await suchen(`spanish/${encodeURIComponent('Qué tal')}`)).body.url);
    await suchen(`french/${encodeURIComponent('« oui »')}`).expect(200);
    await suchen(`german/${encodeURIComponent('"Haus"')}`).expect(200);
  });

  it.each([
    ['italian/casa', 'Diese Sprache kennt die Aussprache nicht'],
    [`german/${'a'.repeat(61)}`, 'Bitte zuerst ein Wort'],
    [`german/${encodeURIComponent('<speak>')}`, 'Bitte zuerst ein Wort'],
  ])('%s → 400 German', async (pfad, text) => {
    const antwort = await suchen(pfad).expect(400);
    expect(antwort.body.message).toContain(text);
  });

  it('serves no file outside the cache and nothing without a session', async () => {
    await suchen('audio/..%2F..%2Fapp.sqlite').expect(404);
    await request(testApp.server).get('/api/unterrichtsmodulteile/howtopronounce/german/Haus').expect(401);
  });
});

describe('02 §7 howtopronounce, site adapter (AUSSPRACHE_URL) against a local site', () => {
  let site: Server;
  let host: string;
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    site = createServer((req, res) => {
      res.setHeader('Content-Type', 'text/html');
      if (req.url === '/german/Haus') res.end('<html><audio src="/mp3/haus.mp3"></audio></html>');
      else res.end('<html><p>Kein Eintrag</p></html>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(site.address() as AddressInfo).port}`;
    testApp = await createTestApp({ ausspracheUrl: `http://${host}/{language}/{word}` });
    cookie = (await demoCallers(testApp)).cookie.tweber;
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it('answers the mp3 the page links', async () => {
    const antwort = await request(testApp.server)
      .get('/api/unterrichtsmodulteile/howtopronounce/german/Haus')
      .set('Cookie', cookie)
      .expect(200);
    expect(antwort.body).toEqual({ url: `http://${host}/mp3/haus.mp3`, quelle: host });
  });

  it("answers 'keine mp3 auf {host} gefunden' when the page has none", async () => {
    const antwort = await request(testApp.server)
      .get('/api/unterrichtsmodulteile/howtopronounce/german/Zzzz')
      .set('Cookie', cookie)
      .expect(404);
    expect(antwort.body.message).toBe(`keine mp3 auf ${host} gefunden`);
  });
});
