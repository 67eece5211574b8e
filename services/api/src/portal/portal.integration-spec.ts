import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/create-test-app';

function write(root: string, path: string, content: string | Buffer): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A file with the brotli and gzip twins the build writes next to it (precompress.cjs). */
function writeWithTwins(root: string, path: string, content: string): void {
  write(root, path, content);
  write(root, `${path}.br`, brotliCompressSync(content));
  write(root, `${path}.gz`, gzipSync(content));
}

/** Issue §5: one port serves the API, the shell (history fallback), the remotes and /remotes.json. */
describe('portal on one port', () => {
  let testApp: TestApp;
  let webRoot: string;
  let remotesFile: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'lernstapel-web-'));
    write(webRoot, 'shell/index.html', '<!doctype html><title>Shell</title>');
    write(webRoot, 'shell/main.3f9a1c2b.js', 'console.log("shell");');
    write(webRoot, 'exams/mf-manifest.json', '{"id":"exams","build":"1"}');
    write(webRoot, 'exams/remoteEntry.js', 'var exams;');
    write(webRoot, 'exams/src_a.0123abcd.js', '/* chunk */');
    write(webRoot, 'secret.txt', 'outside the shell');
    remotesFile = join(webRoot, 'deployment-remotes.json');
    testApp = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (path: string) => request(testApp.server).get(path);

  it('serves the shell at / and its files; hashed files are immutable, index.html is revalidated', async () => {
    const index = await get('/').expect(200);
    expect(index.text).toContain('<title>Shell</title>');
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(index.headers['cache-control']).toBe('no-cache');
    const script = await get('/main.3f9a1c2b.js').expect(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client routes (history fallback)', async () => {
    for (const route of ['/login', '/user/flashcards', '/pruefungen/12', '/ABCDEFGHJK12']) {
      const response = await get(route).expect(200);
      expect(response.text).toContain('<title>Shell</title>');
    }
  });

  it('serves a client route prerendered at build time from its <route>.html, revalidated (issue 15 §2)', async () => {
    write(webRoot, 'shell/klasse.html', '<!doctype html><title>Klasse, vorgerendert</title>');
    const page = await get('/klasse').expect(200);
    expect(page.text).toContain('<title>Klasse, vorgerendert</title>');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    // Deeper routes of it and routes without such a page keep the history fallback.
    expect((await get('/klasse/5').expect(200)).text).toContain('<title>Shell</title>');
    expect((await get('/login').expect(200)).text).toContain('<title>Shell</title>');
  });

  it('a browser with a saved login gets the plain shell instead of the prerendered page (issue 29 §3)', async () => {
    write(webRoot, 'shell/anmeldung.html', '<!doctype html><title>Anmeldung, vorgerendert</title>');
    const ohne = await get('/anmeldung').expect(200);
    expect(ohne.text).toContain('<title>Anmeldung, vorgerendert</title>');
    expect(ohne.headers['vary']).toMatch(/cookie/);
    for (const cookie of ['ls_gemerkt=1', 'ls_name=Anna%20M%C3%BCller']) {
      const mit = await get('/anmeldung').set('Cookie', cookie).expect(200);
      expect(mit.text).toContain('<title>Shell</title>');
      expect(mit.headers['vary']).toMatch(/cookie/);
    }
  });

  it('serves a remote under /remotes/<name>/ with CORS and the right caching', async () => {
    const manifest = await get('/remotes/exams/mf-manifest.json').expect(200);
    expect(JSON.parse(manifest.text)).toEqual({ id: 'exams', build: '1' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await get('/remotes/exams/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/exams/src_a.0123abcd.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('reads files per request: a rebuilt remote is served without a restart', async () => {
    write(webRoot, 'exams/mf-manifest.json', '{"id":"exams","build":"2"}');
    const manifest = await get('/remotes/exams/mf-manifest.json').expect(200);
    expect(JSON.parse(manifest.text)).toEqual({ id: 'exams', build: '2' });
  });

  it('answers 404 (no fallback) for missing remote files, unknown remotes, /api and path escapes', async () => {
    await get('/remotes/exams/missing.js').expect(404);
    await get('/remotes/unbekannt/mf-manifest.json').expect(404);
    await get('/remotes/cards/mf-manifest.json').expect(404);
    const api = await get('/api/nicht-da').expect(404);
    expect(api.body.error).toBe('server.anfrage.unbekannteAdresse');
    const escape = await get('/remotes/exams/..%2f..%2fsecret.txt').expect(404);
    expect(escape.text).not.toContain('outside the shell');
    // Outside the shell's root: not served, the client-route fallback answers instead.
    const shellEscape = await get('/..%2fsecret.txt').expect(200);
    expect(shellEscape.text).not.toContain('outside the shell');
    expect(shellEscape.text).toContain('<title>Shell</title>');
  });

  it('GET /remotes.json answers the same-origin default map', async () => {
    const response = await get('/remotes.json').expect(200);
    expect(response.body).toEqual({
      cards: '/remotes/cards/mf-manifest.json',
      exams: '/remotes/exams/mf-manifest.json',
      races: '/remotes/races/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('REMOTES_JSON replaces the map and is read per request', async () => {
    await testApp.close();
    write(
      webRoot,
      'deployment-remotes.json',
      JSON.stringify({ exams: 'https://cdn.example/exams/v1/mf-manifest.json' }),
    );
    testApp = await createTestApp({ webRoot, remotesJsonPath: remotesFile });
    expect((await get('/remotes.json').expect(200)).body).toEqual({
      exams: 'https://cdn.example/exams/v1/mf-manifest.json',
    });
    write(
      webRoot,
      'deployment-remotes.json',
      JSON.stringify({ exams: 'https://cdn.example/exams/v2/mf-manifest.json' }),
    );
    expect((await get('/remotes.json').expect(200)).body).toEqual({
      exams: 'https://cdn.example/exams/v2/mf-manifest.json',
    });
    write(webRoot, 'deployment-remotes.json', '{"unbekannt": 1}');
    const broken = await get('/remotes.json').expect(500);
    expect(broken.body.error).toBe('fehler.unbekannt');
  });
});

/** Issue 15 §1: build-time brotli/gzip twins, ETags and cheap revalidation. */
describe('portal: compressed built files', () => {
  let testApp: TestApp;
  let webRoot: string;
  const script = `console.log("${'lernstapel '.repeat(200)}");`;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'lernstapel-web-'));
    writeWithTwins(webRoot, 'shell/index.html', `<!doctype html><title>Shell</title>${' '.repeat(2000)}`);
    writeWithTwins(webRoot, 'shell/main.3f9a1c2b.js', script);
    writeWithTwins(webRoot, 'exams/remoteEntry.js', script);
    write(webRoot, 'shell/plain.0123abcd.js', script);
    testApp = await createTestApp({ webRoot, serveSourceMaps: true });
  });
  afterAll(async () => {
    await testApp.close();
  });

  // supertest decodes a compressed body by its Content-Encoding: the text is the file again.
  const get = (path: string, acceptEncoding: string) =>
    request(testApp.server).get(path).set('accept-encoding', acceptEncoding);

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0.5, br;q=1', 'br'],
  ])('Accept-Encoding "%s" gets the %s twin with Vary and its own ETag', async (accept, encoding) => {
    const response = await get('/main.3f9a1c2b.js', accept).expect(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toBe('accept-encoding');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['etag']).toMatch(new RegExp(`-${encoding}"$`));
    expect(response.text).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await get('/main.3f9a1c2b.js', 'identity').expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(script);
  });

  it('revalidates index.html, remoteEntry.js and client routes with the ETag: 304 without a body', async () => {
    for (const path of ['/', '/login', '/remotes/exams/remoteEntry.js']) {
      const first = await get(path, 'br').expect(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(path, 'br')
        .set('if-none-match', first.headers['etag'] ?? '')
        .expect(304);
      expect(again.text).toBe('');
      // The gzip twin is another representation: the brotli ETag does not match it.
      await get(path, 'gzip')
        .set('if-none-match', first.headers['etag'] ?? '')
        .expect(200);
    }
  });

  it('a file rebuilt on disk is sent on the next request; a twin of its earlier build is not used', async () => {
    writeWithTwins(webRoot, 'exams/remoteEntry.js', 'var exams = 2;'.repeat(100));
    const fresh = await get('/remotes/exams/remoteEntry.js', 'br').expect(200);
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.text).toBe('var exams = 2;'.repeat(100));

    write(webRoot, 'exams/remoteEntry.js', 'var exams = 3;'.repeat(100));
    const stale = await get('/remotes/exams/remoteEntry.js', 'br, gzip').expect(200);
    expect(stale.headers['content-encoding']).toBeUndefined();
    expect(stale.text).toBe('var exams = 3;'.repeat(100));
  });

  it('twins older than their file (as a build cache restores them) are used when they are the file', async () => {
    writeWithTwins(webRoot, 'shell/restored.3f9a1c2b.js', 'var restored = 1;'.repeat(100));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(webRoot, 'shell/restored.3f9a1c2b.js.br'), past, past);
    utimesSync(join(webRoot, 'shell/restored.3f9a1c2b.js.gz'), past, past);
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/restored.3f9a1c2b.js', encoding).expect(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.text).toBe('var restored = 1;'.repeat(100));
    }
  });

  it('a file without twins is sent as it is', async () => {
    const response = await get('/plain.0123abcd.js', 'br, gzip').expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(script);
  });

  it('streams a file above the memory limit from disk, with its twin', async () => {
    const big = `var big = "${'lernstapel '.repeat(120_000)}";`;
    writeWithTwins(webRoot, 'shell/big.3f9a1c2b.js', big);
    const response = await get('/big.3f9a1c2b.js', 'br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe(big);
  });

  it('compresses API JSON from 1 KB on, not below', async () => {
    const large = await get('/api/openapi.json', 'br').expect(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.body).toHaveProperty('paths');
    const gzipped = await get('/api/openapi.json', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const small = await get('/api/hello', 'br, gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('portal without built front-ends', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ webRoot: join(tmpdir(), 'lernstapel-gibt-es-nicht') });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 404 German for / and keeps the API and /remotes.json working', async () => {
    const root = await request(testApp.server).get('/').expect(404);
    expect(root.body.message).toBe('Diese Adresse ist dem Server nicht bekannt.');
    await request(testApp.server).get('/api/hello').expect(200);
    await request(testApp.server).get('/remotes.json').expect(200);
  });
});
