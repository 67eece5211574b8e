import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CONTRACT_VERSION, STARTDATEN_ID, type Startdaten } from '@lernstapel/contracts';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';

function write(root: string, path: string, content: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

const manifest = (version: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, vertragVersion: version },
    exposes: [
      {
        name: 'MeineFlashcards',
        assets: {
          js: { sync: ['928.aa.js', 'expose.bb.js'], async: [] },
          css: { sync: ['expose.cc.css'], async: [] },
        },
      },
    ],
  });

const DATENBLOCK = new RegExp(`<script id="${STARTDATEN_ID}" type="application/json">(.*?)</script>`);

/** The answers the page's HTML carries for its browser (null when none). */
function startdatenIn(html: string): Startdaten | null {
  const match = DATENBLOCK.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Startdaten) : null;
}

const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(script|style)"/g)].map((m) => [m[2], m[1]]);

/** Issue 27 (fast on a phone): a signed-in page load gets its first answers in the page's HTML. */
describe('portal: the first answers in a signed-in page', () => {
  let testApp: TestApp;
  let webRoot: string;
  let cookie: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'lernstapel-web-'));
    write(
      webRoot,
      'shell/index.html',
      '<!doctype html><html><head><title>Shell</title></head><body></body></html>',
    );
    write(
      webRoot,
      'shell/login.html',
      '<!doctype html><html><head><title>Login</title></head><body></body></html>',
    );
    write(webRoot, 'cards/mf-manifest.json', manifest(CONTRACT_VERSION));
    write(webRoot, 'exams/mf-manifest.json', manifest('99.0.0'));
    testApp = await createTestApp({ webRoot });
    cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (path: string) => request(testApp.server).get(path).set('accept-encoding', 'identity');

  it('names the session, the remotes map and the page remote manifest, and preloads its first files', async () => {
    const page = await get('/user/flashcards').set('cookie', cookie).expect(200);
    const session = await get('/api/session').set('cookie', cookie).expect(200);
    const map = await get('/remotes.json').set('cookie', cookie).expect(200);
    const { userID } = session.body as { userID: number };
    // What the pupil's flashcards page reads first (ersteAbfragen, @lernstapel/rules), answered as the API answers the browser.
    const antworten: Record<string, unknown> = {};
    for (const pfad of [
      '/api/hello',
      '/api/benutzereinstellungen',
      `/api/unterrichtsmodule/${userID}`,
      '/api/unterrichtsmodulteile/quiz/faellig',
      `/api/benutzerordner/${userID}`,
      `/api/unterrichtsmodule/gemeinsamestapel/${userID}`,
      `/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${userID}`,
    ]) {
      antworten[pfad] = (await get(pfad).set('cookie', cookie).expect(200)).body;
    }
    expect(startdatenIn(page.text)).toEqual({
      sitzung: session.body,
      remotes: map.body,
      manifeste: { '/remotes/cards/mf-manifest.json': manifest(CONTRACT_VERSION) },
      antworten,
    });
    expect(preloadsIn(page.text)).toEqual([
      ['script', '/remotes/cards/remoteEntry.js'],
      ['script', '/remotes/cards/928.aa.js'],
      ['script', '/remotes/cards/expose.bb.js'],
      ['style', '/remotes/cards/expose.cc.css'],
    ]);
    expect(page.text).toContain('<title>Shell</title>');
    // Meant for this browser alone.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['vary']).toMatch(/cookie/);
    expect(page.headers['etag']).toBeUndefined();
  });

  // supertest decodes a compressed body by its Content-Encoding.
  it.each(['br', 'gzip'])('travels compressed (%s) when the browser accepts it', async (encoding) => {
    const page = await request(testApp.server)
      .get('/user/flashcards')
      .set('cookie', cookie)
      .set('accept-encoding', encoding)
      .expect(200);
    expect(page.headers['content-encoding']).toBe(encoding);
    expect(startdatenIn(page.text)?.manifeste).toHaveProperty(['/remotes/cards/mf-manifest.json']);
  });

  it('pages without remotes carry the session and the map only; a remote of another contract major is named but not preloaded', async () => {
    const dashboard = await get('/user').set('cookie', cookie).expect(200);
    expect(startdatenIn(dashboard.text)?.manifeste).toEqual({});
    expect(preloadsIn(dashboard.text)).toEqual([]);
    const pruefung = await get('/pruefungen/7').set('cookie', cookie).expect(200);
    expect(startdatenIn(pruefung.text)?.manifeste).toEqual({
      '/remotes/exams/mf-manifest.json': manifest('99.0.0'),
    });
    expect(preloadsIn(pruefung.text)).toEqual([]);
  });

  it("a read the API does not answer with 200 stays out; a teacher's page brings the start check only", async () => {
    const teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
    const page = await get('/user/flashcards').set('cookie', teacher).expect(200);
    expect(startdatenIn(page.text)?.antworten).toEqual({ '/api/hello': { ok: true } });
    // The quiz of a stack that does not exist: its read answers 404 and stays out; the page asks itself.
    const quiz = await get('/previewunterrichtsmodul/999999/quiz').set('cookie', cookie).expect(200);
    await get('/api/unterrichtsmodulteile/quiz/999999').set('cookie', cookie).expect(404);
    expect(startdatenIn(quiz.text)?.antworten).toEqual({ '/api/hello': { ok: true } });
  });

  it('without a session, at the login page and outside the logged-in areas, the page is the built file as it is', async () => {
    const ohne = await get('/user/flashcards').expect(200);
    expect(startdatenIn(ohne.text)).toBeNull();
    expect(ohne.headers['cache-control']).toBe('no-cache');
    const login = await get('/login').set('cookie', cookie).expect(200);
    expect(login.text).toContain('<title>Login</title>');
    expect(startdatenIn(login.text)).toBeNull();
    // Nor an address outside the logged-in areas ('/', a login code's link, a file that is not there).
    for (const adresse of ['/', '/ABC123DEF456', '/fehlt.js']) {
      const seite = await get(adresse).set('cookie', cookie).expect(200);
      expect(startdatenIn(seite.text)).toBeNull();
    }
  });

  it('a name that closes the data block stays inside it', async () => {
    const name = 'Anna</script><script>alert(1)</script>';
    const session = await get('/api/session').set('cookie', cookie).expect(200);
    const userId = (session.body as { userID: number }).userID;
    await testApp.dataSource.getRepository(Benutzer).update({ id: userId }, { namevoll: name });
    const frisch = await sessionCookieFor(testApp, testApp.logins.pupil1);
    const page = await get('/user').set('cookie', frisch).expect(200);
    expect(page.text).not.toContain('<script>alert(1)');
    expect(startdatenIn(page.text)?.sitzung.user.namevoll).toBe(name);
  });
});

describe('portal: a signed-in page whose first answers cannot be put together', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'lernstapel-web-'));
    write(
      webRoot,
      'shell/index.html',
      '<!doctype html><html><head><title>Shell</title></head><body></body></html>',
    );
    write(webRoot, 'remotes.json', '{"unbekannt": 1}');
    testApp = await createTestApp({ webRoot, remotesJsonPath: join(webRoot, 'remotes.json') });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is still served, as the built page (the shell asks for each answer and reports the broken map)', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
    const page = await request(testApp.server).get('/user/flashcards').set('cookie', cookie).expect(200);
    expect(page.text).toContain('<title>Shell</title>');
    expect(startdatenIn(page.text)).toBeNull();
  });
});
