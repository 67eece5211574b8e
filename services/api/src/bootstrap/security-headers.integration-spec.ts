import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp, type TestConfig } from '../testing/create-test-app';

function write(root: string, path: string, content: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** The directives of a Content-Security-Policy header, by name. */
function csp(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

/** Issue 14 #9 and #11: security headers (helmet) and no source maps unless asked for. */
describe('security headers and source maps', () => {
  let testApp: TestApp | undefined;
  let webRoot: string;
  let remotesFile: string;
  const remotesJson = JSON.stringify({
    cards: 'https://cards.cdn.example/mf-manifest.json',
    exams: '/remotes/exams/mf-manifest.json',
    races: 'https://races.cdn.example:8443/remotes/races/mf-manifest.json',
  });
  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'lernstapel-web-'));
    write(webRoot, 'shell/index.html', '<!doctype html><title>Shell</title>');
    write(webRoot, 'shell/main.3f9a1c2b.js', 'console.log("shell");');
    write(webRoot, 'shell/main.3f9a1c2b.js.map', '{"version":3}');
    write(webRoot, 'shell/shell.1a2b3c4d.css', 'body { margin: 0 }');
    write(webRoot, 'shell/sw.js', 'self.addEventListener("fetch", () => undefined);');
    write(webRoot, 'exams/remoteEntry.js', 'var exams;');
    write(webRoot, 'exams/remoteEntry.js.map', '{"version":3}');
    remotesFile = join(webRoot, 'remotes.json');
    writeFileSync(remotesFile, remotesJson);
  });
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });
  const start = async (config: TestConfig = {}) => {
    testApp = await createTestApp({ webRoot, remotesJsonPath: remotesFile, ...config });
    return testApp;
  };

  it("pages allow exactly this origin and the remotes' origins; nothing may frame them", async () => {
    const app = await start();
    const page = await request(app.server).get('/login').expect(200);
    const directives = csp(page.headers['content-security-policy']);
    const own = "'self' https://cards.cdn.example https://races.cdn.example:8443";
    expect(directives).toEqual({
      'default-src': own,
      'script-src': own,
      'style-src': `'self' 'unsafe-inline' https://cards.cdn.example https://races.cdn.example:8443`,
      'img-src': `'self' data: blob: https://cards.cdn.example https://races.cdn.example:8443`,
      'media-src': `'self' blob: https://cards.cdn.example https://races.cdn.example:8443`,
      'font-src': `'self' data: https://cards.cdn.example https://races.cdn.example:8443`,
      'connect-src': own,
      'frame-src': 'https://www.youtube-nocookie.com',
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('the API answers with a policy that allows nothing; remotes stay loadable from other origins', async () => {
    const app = await start();
    const hello = await request(app.server).get('/api/hello').expect(200);
    expect(csp(hello.headers['content-security-policy'])['default-src']).toBe("'none'");
    expect(hello.headers['x-content-type-options']).toBe('nosniff');
    const entry = await request(app.server).get('/remotes/exams/remoteEntry.js').expect(200);
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("a swapped remotes.json changes the pages' policy on the next page, the API's stays the same", async () => {
    const app = await start();
    const apiBefore = (await request(app.server).get('/api/hello').expect(200)).headers;
    await request(app.server).get('/login').expect(200);
    writeFileSync(remotesFile, JSON.stringify({ exams: 'https://exams.neu.example/mf-manifest.json' }));
    try {
      const page = await request(app.server).get('/login').expect(200);
      expect(csp(page.headers['content-security-policy'])['script-src']).toBe(
        "'self' https://exams.neu.example",
      );
      const apiAfter = (await request(app.server).get('/api/hello').expect(200)).headers;
      expect(apiAfter['content-security-policy']).toBe(apiBefore['content-security-policy']);
    } finally {
      writeFileSync(remotesFile, remotesJson);
    }
  });

  it('without REMOTES_JSON (every remote served here) pages allow this origin only', async () => {
    const app = await start({ remotesJsonPath: undefined });
    const page = await request(app.server).get('/login').expect(200);
    const directives = csp(page.headers['content-security-policy']);
    expect(directives['default-src']).toBe("'self'");
    expect(directives['img-src']).toBe("'self' data: blob:");
    expect(directives['media-src']).toBe("'self' blob:");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('issue 29 §3: no image from another website; audio also from the configured pronunciation site', async () => {
    const app = await start({
      remotesJsonPath: undefined,
      ausspracheUrl: 'https://aussprache.example/{language}/{word}',
    });
    const page = await request(app.server).get('/login').expect(200);
    const directives = csp(page.headers['content-security-policy']);
    expect(directives['img-src']).toBe("'self' data: blob:");
    expect(directives['media-src']).toBe("'self' blob: https://aussprache.example");
  });

  it('issue 27: scripts and stylesheets carry only the headers a browser applies to them; the service worker all', async () => {
    const app = await start({ cookieSecure: true });
    for (const path of ['/main.3f9a1c2b.js', '/shell.1a2b3c4d.css']) {
      const file = await request(app.server).get(path).expect(200);
      expect(file.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
      ]) {
        expect(file.headers[header]).toBeUndefined();
      }
    }
    const worker = await request(app.server).get('/sw.js').expect(200);
    expect(csp(worker.headers['content-security-policy'])['script-src']).toContain("'self'");
    // A remote's entry is still loadable by a shell on another origin.
    const entry = await request(app.server).get('/remotes/exams/remoteEntry.js').expect(200);
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(entry.headers['content-security-policy']).toBeUndefined();
  });

  it('sends HSTS when COOKIE_SECURE=1', async () => {
    const app = await start({ cookieSecure: true });
    const page = await request(app.server).get('/').expect(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves no source maps unless SERVE_SOURCE_MAPS=1 (issue 14 #11)', async () => {
    const app = await start();
    await request(app.server).get('/main.3f9a1c2b.js.map').expect(404);
    await request(app.server).get('/remotes/exams/remoteEntry.js.map').expect(404);
    await request(app.server).get('/main.3f9a1c2b.js').expect(200);
    await app.close();
    const withMaps = await start({ serveSourceMaps: true });
    await request(withMaps.server).get('/main.3f9a1c2b.js.map').expect(200);
    await request(withMaps.server).get('/remotes/exams/remoteEntry.js.map').expect(200);
  });
});
