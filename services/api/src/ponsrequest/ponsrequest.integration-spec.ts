import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Benutzereinstellung } from '../benutzereinstellungen/entities/benutzereinstellung.entity';
import { DEFAULT_DICT_URL } from '../config/api-config';
import { createTestApp, type TestApp, type TestConfig } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { dictAdresse } from './dict-client';
import {
  DEUTSCH_ENGLISCH,
  ENGLISCH_DEUTSCH,
  FRANZOESISCH_DEUTSCH,
  type Schulwort,
} from './schulwoerter.fixture';

/**
 * The real-server tests run where DICT_URL names a dictd (CI's .ci/run starts one with the FreeDict
 * dictionaries); elsewhere they are reported as skipped, with the reason in their name.
 */
const DICT_URL = process.env['DICT_URL'];
/** The reverse search reads the dictionaries' files where dictd has them (README: translation). */
const FREEDICT_DATEN = process.env['DICT_DATEN'] ?? '/usr/share/dictd';
const describeMitDictd = DICT_URL ? describe : describe.skip;
const OHNE_DICTD = ` (skipped: set DICT_URL to a running dictd, e.g. ${DEFAULT_DICT_URL}; README: translation)`;

async function dictdLaeuft(url: string): Promise<boolean> {
  const { host, port } = dictAdresse(url);
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function appMit(config: TestConfig): Promise<{ testApp: TestApp; callers: DemoCallers }> {
  const testApp = await createTestApp(config);
  return { testApp, callers: await demoCallers(testApp) };
}

const uebersetzen = (testApp: TestApp, cookie: string, body: object) =>
  request(testApp.server).post('/api/ponsrequest').set('Cookie', cookie).send(body);

describeMitDictd(
  `02 §7 ponsrequest against a real dictd with FreeDict (DEVIATIONS 8)${DICT_URL ? '' : OHNE_DICTD}`,
  () => {
    const dictUrl = DICT_URL ?? DEFAULT_DICT_URL;
    let testApp: TestApp;
    let callers: DemoCallers;

    beforeAll(async () => {
      if (!(await dictdLaeuft(dictUrl)))
        throw new Error(`DICT_URL is ${dictUrl}, but no dictd answers there`);
      ({ testApp, callers } = await appMit({ uebersetzung: { dictUrl, pons: null } }));
    });
    afterAll(() => testApp.close());

    it('translates Haus to English (deen, both directions), from the German side', async () => {
      const antwort = await uebersetzen(testApp, callers.cookie.lena, {
        sourcetext: 'Haus',
        languagekey: 'deen',
      }).expect(200);
      expect(antwort.body.dienst).toMatch(/^dictd /);
      expect(antwort.body.treffer).toEqual(expect.arrayContaining([{ source: 'Haus', target: 'house' }]));
    });

    it('finds the English word in the English–German dictionary with the same key', async () => {
      const antwort = await uebersetzen(testApp, callers.cookie.lena, {
        sourcetext: 'house',
        languagekey: 'deen',
      }).expect(200);
      expect(antwort.body.treffer).toEqual(expect.arrayContaining([{ source: 'house', target: 'Haus' }]));
    });

    it('French, Spanish and Portuguese', async () => {
      for (const [key, ziel] of [
        ['defr', 'maison'],
        ['dees', 'casa'],
        ['dept', 'casa, habitação, vivenda'],
      ]) {
        const antwort = await uebersetzen(testApp, callers.cookie.tweber, {
          sourcetext: 'Haus',
          languagekey: key,
        }).expect(200);
        expect(antwort.body.treffer[0]).toEqual({ source: 'Haus', target: ziel });
      }
    });

    it.each<[string, string, readonly Schulwort[]]>([
      ['de→en', 'deen', DEUTSCH_ENGLISCH],
      ['en→de', 'deen', ENGLISCH_DEUTSCH],
      ['fr→de', 'defr', FRANZOESISCH_DEUTSCH],
    ])(
      'issue 25: the everyday sense is offered first for school words, %s ≥ 17 of 20',
      async (richtung, key, liste) => {
        const fehler: string[] = [];
        for (const { wort, erwartet } of liste) {
          const antwort = await uebersetzen(testApp, callers.cookie.lena, {
            sourcetext: wort,
            languagekey: key,
          }).expect(200);
          const [erstes = ''] = String(antwort.body.treffer[0]?.target ?? '').split(', ');
          if (!erwartet.includes(erstes)) fehler.push(`${wort} → ${erstes || '(nichts)'}`);
        }
        const treffer = liste.length - fehler.length;
        // The figure for the report (issue 25): first-offer hits per direction.
        process.stdout.write(
          `translation ranking ${richtung}: ${treffer}/${liste.length} first-offer hits${fehler.length ? `; misses: ${fehler.join('; ')}` : ''}\n`,
        );
        expect(treffer).toBeGreaterThanOrEqual(17);
      },
    );

    it('no hits: an unknown word (with the German note), or a key no dictionary covers (Elvish) → empty list', async () => {
      const unbekannt = await uebersetzen(testApp, callers.cookie.lena, {
        sourcetext: 'Xyzzyquatsch',
        languagekey: 'deen',
      }).expect(200);
      expect(unbekannt.body.treffer).toEqual([]);
      expect(unbekannt.body.hinweis).toBe(
        'Das Wörterbuch kennt «Xyzzyquatsch» nicht, in keiner Richtung und auch kein ähnliches Wort. Bitte die Schreibweise prüfen oder die Grundform eingeben.',
      );
      const elbisch = await uebersetzen(testApp, callers.cookie.lena, {
        sourcetext: 'Haus',
        languagekey: 'delb',
      }).expect(200);
      expect(elbisch.body).toEqual({ dienst: expect.stringMatching(/^dictd /), treffer: [] });
    }, 120_000);

    it.each([
      ['chiens', 'defr', 'chien', 'Hund'],
      ['Katzee', 'deen', 'katze', 'cat, feline'],
    ])(
      'issue 25: a word FreeDict lacks (%s, %s) → the German note and the hits of the similar headword %s',
      async (wort, key, aehnlich, ziel) => {
        const antwort = await uebersetzen(testApp, callers.cookie.lena, {
          sourcetext: wort,
          languagekey: key,
        }).expect(200);
        expect(antwort.body.hinweis).toMatch(
          new RegExp(`^Das Wörterbuch kennt «${wort}» nicht\\..*: .*${aehnlich}`),
        );
        expect(antwort.body.treffer[0]).toEqual({
          source: expect.stringMatching(new RegExp(`^${aehnlich}$`, 'i')),
          target: ziel,
        });
      },
    );

    (existsSync(`${FREEDICT_DATEN}/freedict-deu-fra.dict.dz`) ? it.each : it.skip.each)([
      ['collision', 'defr', 'Kollision'],
      ['réchauffer', 'defr', 'aufwärmen'],
      ['unaufgeräumt', 'deen', 'untidy'],
    ])(
      `issue 25: a word that is no headword (%s, %s) → the reverse dictionary's entries that translate it (%s)${
        existsSync(`${FREEDICT_DATEN}/freedict-deu-fra.dict.dz`)
          ? ''
          : ` (skipped: no FreeDict files in ${FREEDICT_DATEN})`
      }`,
      async (wort, key, ziel) => {
        const antwort = await uebersetzen(testApp, callers.cookie.lena, {
          sourcetext: wort,
          languagekey: key,
        }).expect(200);
        expect(antwort.body.hinweis).toMatch(
          new RegExp(
            `^Nicht im Wörterbuch: «${wort}» ist dort kein Stichwort\\. Im umgekehrten Wörterbuch gefunden: .*${ziel}`,
          ),
        );
        expect(antwort.body.treffer).toContainEqual({ source: wort, target: ziel });
        expect(antwort.body.treffer.length).toBeLessThanOrEqual(10);
      },
      // The first such word of a pair reads its FreeDict files (German–English: 190 MB unpacked).
      120_000,
    );

    it('remembers the key as lastTranslationLanguageKey (02 §9)', async () => {
      await uebersetzen(testApp, callers.cookie.jonas, { sourcetext: 'Haus', languagekey: 'desv' });
      const einstellungen = await request(testApp.server)
        .get('/api/benutzereinstellungen')
        .set('Cookie', callers.cookie.jonas)
        .expect(200);
      expect(einstellungen.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ tag: 'lastTranslationLanguageKey', strvalue: 'desv' }),
        ]),
      );
    });

    it.each([
      [{ sourcetext: 'Haus', languagekey: 'dexx' }],
      [{ sourcetext: '', languagekey: 'deen' }],
      [{ sourcetext: 'a'.repeat(101), languagekey: 'deen' }],
      [{ sourcetext: '   ', languagekey: 'deen' }],
    ])('bad input %j → 400 German', async (body) => {
      const antwort = await uebersetzen(testApp, callers.cookie.lena, body).expect(400);
      expect(antwort.body.message).toMatch(/[äöüÄÖÜß]|Bitte|Sprach/);
    });

    it('needs a session', async () => {
      await request(testApp.server)
        .post('/api/ponsrequest')
        .send({ sourcetext: 'Haus', languagekey: 'deen' })
        .expect(401);
    });
  },
);

describe('02 §7 ponsrequest without a service', () => {
  it('no service configured: 503 with the German explanation', async () => {
    const { testApp, callers } = await appMit({ uebersetzung: { dictUrl: null, pons: null } });
    try {
      const antwort = await uebersetzen(testApp, callers.cookie.lena, {
        sourcetext: 'Haus',
        languagekey: 'deen',
      }).expect(503);
      expect(antwort.body.message).toContain('kein Übersetzungsdienst eingerichtet');
    } finally {
      await testApp.close();
    }
  });

  it('dictd not running: the API starts, and the request says which service is not reachable', async () => {
    const { testApp, callers } = await appMit({
      uebersetzung: { dictUrl: 'dict://127.0.0.1:1', pons: null },
    });
    try {
      const antwort = await uebersetzen(testApp, callers.cookie.lena, {
        sourcetext: 'Haus',
        languagekey: 'deen',
      }).expect(503);
      expect(antwort.body.message).toBe(
        'Der Übersetzungsdienst (dictd 127.0.0.1:1) ist zurzeit nicht erreichbar. Bitte später noch einmal versuchen.',
      );
    } finally {
      await testApp.close();
    }
  });

  it.each<[string, TestConfig['uebersetzung']]>([
    ['no service configured', { dictUrl: null, pons: null }],
    ['dictd not running', { dictUrl: 'dict://127.0.0.1:1', pons: null }],
    [
      'PONS and dictd both not running',
      { dictUrl: 'dict://127.0.0.1:1', pons: { url: 'http://127.0.0.1:1/v1', key: 'k' } },
    ],
  ])('%s: the 503 changes nothing (the last language stays)', async (_fall, uebersetzung) => {
    const { testApp, callers } = await appMit({ uebersetzung });
    const letzteSprache = () =>
      testApp.dataSource
        .getRepository(Benutzereinstellung)
        .findOneBy({ benutzer_id: callers.user.lena.id, tag: 'lastTranslationLanguageKey' });
    try {
      await testApp.dataSource.getRepository(Benutzereinstellung).save({
        benutzer_id: callers.user.lena.id,
        tag: 'lastTranslationLanguageKey',
        strvalue: 'defr',
      });
      const vorher = await letzteSprache();
      await uebersetzen(testApp, callers.cookie.lena, { sourcetext: 'Haus', languagekey: 'deen' }).expect(
        503,
      );
      expect(await letzteSprache()).toEqual(vorher);
    } finally {
      await testApp.close();
    }
  });
});

describe('02 §7 ponsrequest, PONS adapter against a local server answering in PONS format', () => {
  let pons: Server;
  let gesehen: { url: string; secret: string | undefined }[];
  let testApp: TestApp;
  let callers: DemoCallers;

  beforeAll(async () => {
    gesehen = [];
    pons = createServer((req, res) => {
      gesehen.push({ url: req.url ?? '', secret: req.headers['x-secret'] as string | undefined });
      const url = new URL(req.url ?? '/', 'http://pons');
      if (req.headers['x-secret'] !== 'geheim') return void res.writeHead(403).end();
      if (url.searchParams.get('q') !== 'Haus') return void res.writeHead(204).end();
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify([
          {
            lang: 'de',
            hits: [
              {
                type: 'entry',
                opendict: false,
                roms: [
                  {
                    headword: 'Haus',
                    headword_full: 'Haus <-es, Häuser> [haʊs] SUBST nt',
                    wordclass: 'noun',
                    arabs: [
                      {
                        header: '1. Haus (Gebäude):',
                        translations: [
                          { source: '<strong class="headword">Haus</strong>', target: 'house' },
                          {
                            source: 'das Haus <span class="genus">nt</span> verlassen',
                            target: 'to leave the house',
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ]),
      );
    });
    await new Promise<void>((resolve) => pons.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(pons.address() as AddressInfo).port}/v1/dictionary`;
    ({ testApp, callers } = await appMit({ uebersetzung: { dictUrl: null, pons: { url, key: 'geheim' } } }));
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => pons.close(resolve));
  });

  it('sends q, l and the key, and answers the translations as plain text', async () => {
    const antwort = await uebersetzen(testApp, callers.cookie.lena, {
      sourcetext: 'Haus',
      languagekey: 'deen',
    }).expect(200);
    expect(antwort.body.dienst).toMatch(/^PONS \(127\.0\.0\.1:\d+\)$/);
    expect(antwort.body.treffer).toEqual([
      { source: 'Haus', target: 'house' },
      { source: 'das Haus nt verlassen', target: 'to leave the house' },
    ]);
    expect(gesehen.at(-1)).toEqual({ url: '/v1/dictionary?q=Haus&l=deen', secret: 'geheim' });
  });

  it("no hits (204) → empty list ('Keine Übersetzungsergebnisse gefunden!' in the dialog)", async () => {
    const antwort = await uebersetzen(testApp, callers.cookie.lena, {
      sourcetext: 'Quatsch',
      languagekey: 'deen',
    }).expect(200);
    expect(antwort.body.treffer).toEqual([]);
  });
});
