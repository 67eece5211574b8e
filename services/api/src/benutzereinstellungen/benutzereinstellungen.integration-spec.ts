import request from 'supertest';
import type { Benutzereinstellung as Setting } from '@lernstapel/contracts';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { Benutzereinstellung } from './entities/benutzereinstellung.entity';

const NULLS = { boolvalue: null, intvalue: null, textvalue: null, strvalue: null };

/** 01 §3 user settings: own settings only, one row per tag, typed values. */
describe('user settings', () => {
  let testApp: TestApp;
  let teacher: string;
  let pupil: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
    pupil = await sessionCookieFor(testApp, testApp.logins.pupil1);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const save = (body: object, cookie = teacher) =>
    request(testApp.server).post('/api/benutzereinstellungen').set('Cookie', cookie).send(body);
  const rows = () => testApp.dataSource.getRepository(Benutzereinstellung).find({ order: { id: 'ASC' } });

  it('upserts by tag, stores only the tag’s field and answers the user’s settings', async () => {
    await save({ tag: 'lastUModuleID', intvalue: 7, strvalue: 'ignoriert' }).expect(200);
    await save({ tag: 'showFlashCardsSymbole', boolvalue: false }).expect(200);
    await save({ tag: 'anweisungvorpruefung', ...NULLS, textvalue: 'Lies alles genau.' }).expect(200);
    await save({ tag: 'lastKonjugationLanguage', strvalue: 'fr' }).expect(200);
    const response = await save({ tag: 'lastUModuleID', intvalue: 9 }).expect(200);
    const settings: Setting[] = response.body;
    expect(settings).toEqual([
      { tag: 'anweisungvorpruefung', ...NULLS, textvalue: 'Lies alles genau.' },
      { tag: 'lastKonjugationLanguage', ...NULLS, strvalue: 'fr' },
      { tag: 'lastUModuleID', ...NULLS, intvalue: 9 },
      { tag: 'showFlashCardsSymbole', ...NULLS, boolvalue: false },
    ]);
    const got = await request(testApp.server)
      .get('/api/benutzereinstellungen')
      .set('Cookie', teacher)
      .expect(200);
    expect(got.body).toEqual(settings);
    // Another user sees only their own.
    const other = await request(testApp.server)
      .get('/api/benutzereinstellungen')
      .set('Cookie', pupil)
      .expect(200);
    expect(other.body).toEqual([]);
    await save({ tag: 'lastTranslationLanguageKey', strvalue: 'en' }, pupil).expect(200);
    expect((await rows()).filter((row) => row.tag === 'lastUModuleID')).toHaveLength(1);
  });

  it.each([
    ['an unknown tag', { tag: 'theme', strvalue: 'dark' }, 'fehler.ungueltigeEingabe'],
    ['text for a boolean tag', { tag: 'showFlashCardsSymbole', boolvalue: 'ja' }, 'fehler.ungueltigeEingabe'],
    ['a fraction for an integer tag', { tag: 'lastUModuleID', intvalue: 1.5 }, 'fehler.ungueltigeEingabe'],
    ['a number for a text tag', { tag: 'lastKonjugationLanguage', strvalue: 3 }, 'fehler.ungueltigeEingabe'],
    [
      'the wrong field for the tag',
      { tag: 'showFlashCardsSymbole', intvalue: 1 },
      'server.einstellung.wertFehlt',
    ],
    ['no value', { tag: 'anweisungvorpruefung', ...NULLS }, 'server.einstellung.wertFehlt'],
    ['an unknown field', { tag: 'lastUModuleID', intvalue: 1, benutzer_id: 1 }, 'fehler.ungueltigeEingabe'],
  ])('refuses %s with a German 400 and changes nothing', async (_label, body, error) => {
    const before = await rows();
    const response = await save(body).expect(400);
    expect(response.body.error).toBe(error);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await rows()).toEqual(before);
  });

  it('names tag and field in the message', async () => {
    const response = await save({ tag: 'showFlashCardsSymbole' }).expect(400);
    expect(response.body.message).toBe(
      'Die Einstellung „showFlashCardsSymbole“ braucht einen Wert im Feld „boolvalue“.',
    );
  });
});
