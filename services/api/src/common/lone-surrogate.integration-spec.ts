import request from 'supertest';
import { Benutzereinstellung } from '../benutzereinstellungen/entities/benutzereinstellung.entity';
import { Benutzerordner } from '../benutzerordner/entities/benutzerordner.entity';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { feldMitEinzelnemSurrogat } from './json-body.parser';

/**
 * Issue 22 §4: a lone UTF-16 surrogate ('\ud800' in JSON) is no valid text. Every route refuses it with a
 * German 400 naming the field — refused once, in the body parser — instead of a 500 or a text stored as
 * replacement characters.
 */
describe('a lone UTF-16 surrogate in a text field', () => {
  let testApp: TestApp;
  let cookie: DemoCallers['cookie'];
  let user: DemoCallers['user'];
  beforeAll(async () => {
    testApp = await createTestApp();
    ({ cookie, user } = await demoCallers(testApp));
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The raw JSON text, so that the escape reaches the server as the client wrote it. */
  const senden = (method: 'post' | 'put', path: string, json: string, as = cookie.tweber) =>
    request(testApp.server)
      [method](path)
      .set('Cookie', as)
      .set('Content-Type', 'application/json')
      .send(json);

  it.each<[string, 'post' | 'put', string, string, string]>([
    ['login', 'post', '/api/benutzer/check', '{"anmeldecode":"\\ud800"}', 'anmeldecode'],
    ['new folder', 'post', '/api/benutzerordner', '{"name":"Ordner \\ud800"}', 'name'],
    [
      'setting (a 500 before)',
      'post',
      '/api/benutzereinstellungen',
      '{"tag":"x","textvalue":"\\udc00"}',
      'textvalue',
    ],
    [
      'new stack (nested field)',
      'post',
      '/api/unterrichtsmodule',
      '{"unterrichtsModul":{"bezeichnung":"a\\udbffb"}}',
      'unterrichtsModul.bezeichnung',
    ],
    ['a key', 'post', '/api/benutzerordner', '{"name":"ok","\\ud800":1}', '\ud800'],
    ['in a list', 'post', '/api/benutzerordner/stapel', '{"ids":[1,"\\ud800"]}', 'ids.1'],
  ])('%s → 400 naming the field', async (_fall, method, path, json, feld) => {
    const response = await senden(method, path, json).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'fehler.ungueltigeEingabe',
      message: 'Die Eingabe ist ungültig.',
      details: [
        `Das Feld „${feld}“ enthält ein ungültiges Zeichen (ein halbes Unicode-Zeichen). Bitte gib den Text noch einmal ein.`,
      ],
    });
  });

  it('a bare JSON string body → 400 for the request', async () => {
    const response = await senden('post', '/api/benutzerordner', '"\\ud800"').expect(400);
    expect(response.body.details).toEqual([
      'Die Anfrage enthält ein ungültiges Zeichen (ein halbes Unicode-Zeichen). Bitte gib den Text noch einmal ein.',
    ]);
  });

  it('nothing is stored; a valid pair of surrogates (an emoji) and an escaped backslash are fine', async () => {
    const ordner = () =>
      testApp.dataSource.getRepository(Benutzerordner).findBy({ benutzer_id: user.tweber.id });
    expect(await ordner()).toEqual([]);
    await senden('post', '/api/benutzerordner', '{"name":"Ordner \\ud83d\\ude00"}').expect(200);
    await senden('post', '/api/benutzerordner', '{"name":"wörtlich \\\\ud800"}').expect(200);
    expect((await ordner()).map((o) => o.name).sort()).toEqual(['Ordner 😀', 'wörtlich \\ud800']);
    expect(await testApp.dataSource.getRepository(Benutzereinstellung).countBy({ tag: 'x' })).toBe(0);
  });

  it('a query text with a lone surrogate (invalid UTF-8 in the URL) is no 500 either', async () => {
    const response = await request(testApp.server)
      .get('/api/unterrichtsmodulteile/konjugation?sprache=de&zeitform=praesens&verb=%ED%A0%80')
      .set('Cookie', cookie.tweber);
    expect(response.status).toBeLessThan(500);
  });
});

describe('feldMitEinzelnemSurrogat', () => {
  it.each<[unknown, string | null]>([
    [{ a: 'x', b: ['y', { c: 'z\ud800' }] }, 'b.1.c'],
    [{ a: '\udfff' }, 'a'],
    [{ a: '😀', b: '\ud83d\ude00' }, null],
    ['\ud800', ''],
    [[1, null, true], null],
  ])('%p → %p', (body, feld) => {
    expect(feldMitEinzelnemSurrogat(body)).toBe(feld);
  });
});
