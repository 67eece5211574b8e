import request from 'supertest';
import { KONJUG_ZEITFORMEN } from '@lernstapel/rules';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { ABGEDECKTE_ZEITFORMEN } from './formen-vorschlag';

/** Beyond the spec: 'Formen vorschlagen' from open conjugation data. */
describe('GET /api/unterrichtsmodulteile/konjugation', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const vorschlag = (sprache: string, zeitform: string, verb: string) =>
    request(testApp.server)
      .get('/api/unterrichtsmodulteile/konjugation')
      .query({ sprache, zeitform, verb })
      .set('Cookie', cookie);

  it.each([
    ['de', 'Präsens', 'gehen', ['gehe', 'gehst', 'geht', 'gehen', 'geht', 'gehen']],
    [
      'de',
      'Perfekt',
      'gehen',
      ['bin gegangen', 'bist gegangen', 'ist gegangen', 'sind gegangen', 'seid gegangen', 'sind gegangen'],
    ],
    [
      'de',
      'Präsens',
      'anschauen',
      ['schaue an', 'schaust an', 'schaut an', 'schauen an', 'schaut an', 'schauen an'],
    ],
    ['fr', 'Présent', 'aller', ['vais', 'vas', 'va', 'allons', 'allez', 'vont']],
    [
      'fr',
      'Futur proche',
      'manger',
      ['vais manger', 'vas manger', 'va manger', 'allons manger', 'allez manger', 'vont manger'],
    ],
    [
      'fr',
      'Passé récent',
      'arriver',
      [
        "viens d'arriver",
        "viens d'arriver",
        "vient d'arriver",
        "venons d'arriver",
        "venez d'arriver",
        "viennent d'arriver",
      ],
    ],
    ['es', 'Presente', 'tener', ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen']],
    ['it', 'Presente', 'essere', ['sono', 'sei', 'è', 'siamo', 'siete', 'sono']],
    ['pt', 'Presente', 'falar', ['falo', 'falas', 'fala', 'falamos', 'falais', 'falam']],
    [
      'pt',
      'Pretérito perfeito composto',
      'fazer',
      ['tenho feito', 'tens feito', 'tem feito', 'temos feito', 'tendes feito', 'têm feito'],
    ],
    ['pt', 'Imperativo afirmativo', 'ser', ['', 'sê', 'seja', 'sejamos', 'sede', 'sejam']],
    ['en', 'Simple Past', 'go', ['went', 'went', 'went', 'went', 'went', 'went']],
    // Issue 25 §3: the participle agrees in number with être / essere, never with avoir / avere.
    [
      'fr',
      'Passé composé',
      'aller',
      ['suis allé', 'es allé', 'est allé', 'sommes allés', 'êtes allés', 'sont allés'],
    ],
    [
      'fr',
      'Plus-que-parfait',
      'venir',
      ['étais venu', 'étais venu', 'était venu', 'étions venus', 'étiez venus', 'étaient venus'],
    ],
    [
      'fr',
      'Passé composé',
      'parler',
      ['ai parlé', 'as parlé', 'a parlé', 'avons parlé', 'avez parlé', 'ont parlé'],
    ],
    [
      'it',
      'Passato prossimo',
      'parlare',
      ['ho parlato', 'hai parlato', 'ha parlato', 'abbiamo parlato', 'avete parlato', 'hanno parlato'],
    ],
    [
      'it',
      'Trapassato prossimo',
      'avere',
      ['avevo avuto', 'avevi avuto', 'aveva avuto', 'avevamo avuto', 'avevate avuto', 'avevano avuto'],
    ],
    [
      'it',
      'Passato prossimo',
      'andare',
      ['sono andato', 'sei andato', 'è andato', 'siamo andati', 'siete andati', 'sono andati'],
    ],
  ])('%s %s of %s', async (sprache, zeitform, verb, formen) => {
    const response = await vorschlag(sprache, zeitform, verb).expect(200);
    const { konjug_ich, konjug_du, konjug_ersiees, konjug_wir, konjug_ihr, konjug_sie } =
      response.body.formen;
    expect([konjug_ich, konjug_du, konjug_ersiees, konjug_wir, konjug_ihr, konjug_sie]).toEqual(formen);
  });

  it('answers null for a tense without data (the German imperative) and an unknown verb', async () => {
    expect((await vorschlag('pt', 'Presente', 'xyz').expect(200)).body).toEqual({ formen: null });
    expect((await vorschlag('de', 'Imperativ', 'gehen').expect(200)).body).toEqual({ formen: null });
    expect((await vorschlag('de', 'Präsens', 'xqzblen').expect(200)).body).toEqual({ formen: null });
  });

  it('covers 12 of 15 German, 12 of 12 English, 17 of 17 French, 17 of 19 Spanish, 15 of 15 Italian, 19 of 19 Portuguese tenses', () => {
    expect(Object.fromEntries(Object.entries(ABGEDECKTE_ZEITFORMEN).map(([k, v]) => [k, v.length]))).toEqual({
      de: 12,
      en: 12,
      fr: 17,
      es: 17,
      it: 15,
      pt: 19,
    });
    for (const [sprache, zeitformen] of Object.entries(ABGEDECKTE_ZEITFORMEN)) {
      for (const zeitform of zeitformen) expect(KONJUG_ZEITFORMEN[sprache as 'de']).toContain(zeitform);
    }
  });

  it('refuses an unknown language with a German 400 and needs a session', async () => {
    const response = await vorschlag('xx', 'Presente', 'falar').expect(400);
    expect(typeof response.body.message).toBe('string');
    await request(testApp.server)
      .get('/api/unterrichtsmodulteile/konjugation?sprache=de&zeitform=Präsens&verb=gehen')
      .expect(401);
  });
});
