import request from 'supertest';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import Database from 'better-sqlite3';
import {
  ANKI_MAX_DATEIEN,
  ANKI_MAX_ENTPACKT_BYTES,
  ANKI_MAX_PAKET_BYTES,
  ANSWER_MODE,
  answerModeOf,
} from '@lernstapel/rules';
import { toKarte } from '../unterrichtsmodulteile/karte.mapper';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { vorhanden } from '../testing/vorhanden';
import {
  ankiPaket,
  ankiSammlung,
  mp3,
  STOCK,
  zstd,
  type AnkiTestFormat,
  type AnkiTestNotiz,
} from '../testing/anki-paket-bauen';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { ankiPaketLesen } from './anki-paket-lesen';

/** Issue 25 §2: Anki packages of both collection formats in, a stack out as a package Anki reads. */
describe('POST /api/anki/import/{id} and GET /api/anki/export/{id}', () => {
  let testApp: TestApp;
  let user: DemoCallers['user'];
  let cookie: DemoCallers['cookie'];
  let png: Buffer;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ user, cookie } = await demoCallers(testApp));
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const stacks = () => testApp.dataSource.getRepository(Unterrichtsmodul);
  const cards = () => testApp.dataSource.getRepository(Unterrichtsmodulteil);
  const neuerStapel = () => stacks().save({ bezeichnung: 'Anki', eigentuemer_id: user.tweber.id });
  const importieren = (id: number, body: Buffer, as = cookie.tweber) =>
    request(testApp.server)
      .post(`/api/anki/import/${id}`)
      .set('Cookie', as)
      .set('Content-Type', 'application/zip')
      .send(body);
  const binaer = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
    const teile: Buffer[] = [];
    res.on('data', (teil: Buffer) => teile.push(teil));
    res.on('end', () => done(null, Buffer.concat(teile)));
  };
  const kartenVon = async (id: number) =>
    (await cards().find({ where: { unterrichtsmodule_id: id }, order: { id: 'ASC' } })).map((k) =>
      toKarte(k, ''),
    );

  /** Every stock note type, HTML and entities, a picture and a sound. */
  const NOTIZEN: AnkiTestNotiz[] = [
    { mid: STOCK.basic.id, felder: ['Haus', 'house'], karten: [0] },
    { mid: STOCK.basic.id, felder: ['<b>l&#x27;école</b>&nbsp;<br>', 'die <i>Schule</i>'], karten: [0] },
    { mid: STOCK.umgekehrt.id, felder: ['Hund', 'dog'], karten: [0, 1] },
    { mid: STOCK.eintippen.id, felder: ['Katze', 'cat'], karten: [0] },
    {
      mid: STOCK.lueckentext.id,
      felder: ['{{c1::Bern}} ist die Hauptstadt der {{c2::Schweiz::Land}}.', 'seit 1848'],
      karten: [0, 1],
    },
    { mid: STOCK.basic.id, felder: ['<img src="haus.png">', 'das Haus'], karten: [0] },
    { mid: STOCK.basic.id, felder: ['bosiljak [sound:bosiljak.mp3]', 'Basilikum'], karten: [0] },
  ];
  /** [question, answer 1, mode, question media, answer picture] of each card, as it should come in. */
  const ERWARTET: [string, string, number, string, boolean][] = [
    ['Haus', 'house', ANSWER_MODE.MUENDLICH, '', false],
    ["l'école", 'die Schule', ANSWER_MODE.MUENDLICH, '', false],
    ['Hund', 'dog', ANSWER_MODE.MUENDLICH, '', false],
    ['dog', 'Hund', ANSWER_MODE.MUENDLICH, '', false],
    ['Katze', 'cat', ANSWER_MODE.SCHRIFTLICH, '', false],
    ['[…] ist die Hauptstadt der Schweiz.', 'Bern', ANSWER_MODE.MUENDLICH, '', false],
    ['Bern ist die Hauptstadt der [Land].', 'Schweiz', ANSWER_MODE.MUENDLICH, '', false],
    ['Was zeigt das Bild?', 'das Haus', ANSWER_MODE.MUENDLICH, '.png', false],
    ['bosiljak', 'Basilikum', ANSWER_MODE.VOKABELAUDIO, '.mp3', false],
  ];
  const TYPEN = Object.values(STOCK);
  const figures: string[] = [];

  afterAll(() => {
    // The report's figures: cards in / cards right per package format.
    console.log(`Anki import figures: ${figures.join('; ')}`);
  });

  it.each<AnkiTestFormat>(['anki2', 'anki21', 'anki21b'])(
    'imports a collection.%s package: every card as the table says, media stored like uploads',
    async (format) => {
      const modul = await neuerStapel();
      const paket = ankiPaket(format, TYPEN, NOTIZEN, { 'haus.png': png, 'bosiljak.mp3': mp3() });
      const response = await importieren(modul.id, paket).expect(200);
      expect(response.body).toEqual({
        message: '9 Karten wurden importiert.',
        anzahl: 9,
        medien: 2,
        hinweise: [],
        format,
      });
      const karten = await kartenVon(modul.id);
      const ist = karten.map((k): [string, string, number, string, boolean] => [
        k.frage,
        k.antwort1,
        answerModeOf(k),
        k.frage_videobild_url.replace(/^\/api\/uploads\/[A-Za-z0-9_-]{22}/, ''),
        k.antwort_videobild_url !== '',
      ]);
      const richtig = ist.filter((zeile, i) => JSON.stringify(zeile) === JSON.stringify(ERWARTET[i])).length;
      figures.push(`${format}: ${karten.length} in / ${richtig} right of ${ERWARTET.length}`);
      expect(ist).toEqual(ERWARTET);
      expect(karten[6]?.zusatzinfos).toBe('seit 1848');
      expect(karten.every((k) => k.autor_id === user.tweber.id)).toBe(true);

      const bild = await request(testApp.server)
        .get(vorhanden(karten[7], 'the image card').frage_videobild_url)
        .set('Cookie', cookie.tweber)
        .expect(200);
      expect(bild.headers['content-type']).toBe('image/png');
      expect((await sharp(bild.body as Buffer).metadata()).width).toBe(40);
      const ton = await request(testApp.server)
        .get(vorhanden(karten[8], 'the sound card').frage_videobild_url)
        .set('Cookie', cookie.tweber)
        .buffer(true)
        .parse(binaer)
        .expect(200);
      expect(ton.headers['content-type']).toBe('audio/mpeg');
      // The ID3 tag (title 'Hund!') is gone, the two frames stay.
      expect((ton.body as Buffer).length).toBe(2 * 417);
      expect((ton.body as Buffer).includes('TIT2')).toBe(false);
    },
  );

  it('unknown note types, cards without an answer and missing media are counted, the rest comes in', async () => {
    const modul = await neuerStapel();
    const paket = ankiPaket(
      'anki21b',
      [STOCK.basic],
      [
        { mid: STOCK.basic.id, felder: ['a', 'b'], karten: [0] },
        { mid: 999, felder: ['x', 'y'], karten: [0] },
        { mid: STOCK.basic.id, felder: ['<img src="fehlt.jpg">', 'c'], karten: [0] },
      ],
    );
    const response = await importieren(modul.id, paket).expect(200);
    expect(response.body).toMatchObject({
      anzahl: 1,
      medien: 0,
      hinweise: [
        '1 Bilder oder Tondateien fehlen im Paket oder sind unlesbar und wurden weggelassen.',
        '2 Anki-Karten ohne Frage oder ohne Antwort wurden übersprungen.',
      ],
    });
  });

  const alleinImZip = (name: string, inhalt: Uint8Array) => Buffer.from(zipSync({ [name]: inhalt }));

  it.each<[string, () => Buffer, number, string]>([
    ['not a ZIP', () => Buffer.from('Hund;dog\n'), 400, 'anki.beschaedigt'],
    ['a ZIP without a collection', () => alleinImZip('media', Buffer.from('{}')), 400, 'anki.keinPaket'],
    [
      'a foreign SQLite file',
      () => {
        const db = new Database(':memory:');
        db.exec('create table kunden (id integer primary key, name text)');
        const bytes = db.serialize();
        db.close();
        return alleinImZip('collection.anki2', bytes);
      },
      400,
      'anki.fremdeDatenbank',
    ],
    [
      'no SQLite at all',
      () => alleinImZip('collection.anki21', Buffer.from('kein SQLite')),
      400,
      'anki.fremdeDatenbank',
    ],
    [
      'a zip bomb (200 MB of zeros in a small ZIP)',
      () => alleinImZip('collection.anki2', new Uint8Array(ANKI_MAX_ENTPACKT_BYTES + 1)),
      400,
      'anki.entpacktZuGross',
    ],
    [
      'a zstd bomb inside collection.anki21b',
      () =>
        Buffer.from(
          zipSync({
            meta: Buffer.from([0x08, 0x03]),
            'collection.anki21b': zstd(new Uint8Array(ANKI_MAX_ENTPACKT_BYTES + 1)),
          }),
        ),
      400,
      'anki.entpacktZuGross',
    ],
    [
      `more than ${ANKI_MAX_DATEIEN} files`,
      () =>
        Buffer.from(
          zipSync({
            'collection.anki2': ankiSammlung(
              'anki2',
              [STOCK.basic],
              [{ mid: STOCK.basic.id, felder: ['a', 'b'], karten: [0] }],
            ),
            ...Object.fromEntries(
              Array.from({ length: ANKI_MAX_DATEIEN }, (_, i) => [String(i), new Uint8Array(1)]),
            ),
          }),
        ),
      400,
      'anki.zuVieleDateien',
    ],
    ['a package over the size limit', () => Buffer.alloc(ANKI_MAX_PAKET_BYTES + 1, 1), 413, 'anki.zuGross'],
  ])('%s: refused with a German message, nothing imported', async (_, paket, status, key) => {
    const modul = await neuerStapel();
    const response = await importieren(modul.id, paket()).expect(status);
    expect(response.body.error).toBe(key);
    expect(response.body.message).toMatch(/[A-ZÄÖÜ].*(nichts importiert|erlaubt)/);
    expect(await cards().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
  });

  it('takes application/zip on this route only (JSON 415 here; zip 415 elsewhere)', async () => {
    const modul = await neuerStapel();
    const json = await request(testApp.server)
      .post(`/api/anki/import/${modul.id}`)
      .set('Cookie', cookie.tweber)
      .send({ a: 1 })
      .expect(415);
    expect(json.body.error).toBe('anki.nurPaket');
    await request(testApp.server)
      .post(`/api/unterrichtsmodule`)
      .set('Cookie', cookie.tweber)
      .set('Content-Type', 'application/zip')
      .send(Buffer.from('PK'))
      .expect(415);
  });

  it('exports a stack as an .apkg that the reader (and Anki: schema 11, JSON media map) reads back', async () => {
    const quelle = await neuerStapel();
    await importieren(
      quelle.id,
      ankiPaket('anki21', TYPEN, NOTIZEN, { 'haus.png': png, 'bosiljak.mp3': mp3() }),
    ).expect(200);
    await stacks().update(quelle.id, { bezeichnung: 'Wörter & Bilder' });
    const response = await request(testApp.server)
      .get(`/api/anki/export/${quelle.id}`)
      .set('Cookie', cookie.tweber)
      .buffer(true)
      .parse(binaer)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Worter & Bilder.apkg"; filename*=UTF-8''${encodeURIComponent('Wörter & Bilder.apkg')}`,
    );
    const datei = response.body as Buffer;

    const gelesen = ankiPaketLesen(datei);
    expect(gelesen.format).toBe('anki2');
    // Each card type as the stock note type our import takes back to it: the written answer typed in,
    // the oral pair Hund → dog / dog → Hund as one reversed note, the rest Basic.
    const vorlage = (vorne: string, hinten: string) => ({ vorne, hinten });
    const trenner = '{{FrontSide}}\n\n<hr id=answer>\n\n';
    expect([...gelesen.notiztypen.values()]).toEqual([
      {
        name: 'Basic',
        lueckentext: false,
        felder: ['Front', 'Back'],
        vorlagen: [vorlage('{{Front}}', `${trenner}{{Back}}`)],
      },
      {
        name: 'Basic (and reversed card)',
        lueckentext: false,
        felder: ['Front', 'Back'],
        vorlagen: [vorlage('{{Front}}', `${trenner}{{Back}}`), vorlage('{{Back}}', `${trenner}{{Front}}`)],
      },
      {
        name: 'Basic (type in the answer)',
        lueckentext: false,
        felder: ['Front', 'Back'],
        vorlagen: [vorlage('{{Front}}\n\n{{type:Back}}', '{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}')],
      },
    ]);
    const typVon = (mid: number) => gelesen.notiztypen.get(mid)?.name;
    expect(gelesen.karten.map((k) => [typVon(k.mid), k.ord])).toEqual([
      ['Basic', 0],
      ['Basic', 0],
      ['Basic (and reversed card)', 0],
      ['Basic (and reversed card)', 1],
      ['Basic (type in the answer)', 0],
      ['Basic', 0],
      ['Basic', 0],
      ['Basic', 0],
      ['Basic', 0],
    ]);
    expect(gelesen.karten).toHaveLength(9);
    expect(gelesen.medienNamen).toHaveLength(2);
    const quellKarten = await kartenVon(quelle.id);
    const bildKarte = vorhanden(quellKarten[7], 'the image card');
    const bildName = bildKarte.frage_videobild_url.split('/').pop() as string;
    expect(gelesen.medienNamen.sort()).toEqual(
      [bildName, quellKarten[8]?.frage_videobild_url.split('/').pop()].sort(),
    );
    expect(gelesen.karten[8]?.felder[0]).toMatch(/^bosiljak<br>\[sound:[A-Za-z0-9_-]{22}\.mp3\]$/);

    // The collection's schema as Anki's schema11.sql has it, version 11, one deck of the stack's title.
    const { unzipSync } = await import('fflate');
    const dateien = unzipSync(datei);
    const db = new Database(Buffer.from(vorhanden(dateien['collection.anki2'], 'collection.anki2')), {
      readonly: true,
    });
    const tabellen = db
      .prepare<[], { name: string }>("select name from sqlite_master where type='table' order by name")
      .all();
    expect(tabellen.map((t) => t.name)).toEqual(['cards', 'col', 'graves', 'notes', 'revlog']);
    const col = db.prepare<[], { ver: number; decks: string }>('select ver, decks from col').get();
    expect(col?.ver).toBe(11);
    expect(Object.values(JSON.parse(col?.decks ?? '{}')).map((d) => (d as { name: string }).name)).toEqual([
      'Default',
      'Wörter & Bilder',
    ]);
    const csum = db
      .prepare<[], { sfld: string; csum: number }>('select sfld, csum from notes order by id limit 1')
      .get();
    expect(csum).toEqual({ sfld: 'Haus', csum: parseInt('22b78e2d', 16) });
    db.close();
    const mediaMap = JSON.parse(Buffer.from(vorhanden(dateien['media'], 'media')).toString('utf8')) as Record<
      string,
      string
    >;
    const bildIndex = Object.keys(mediaMap).find((k) => mediaMap[k] === bildName) as string;
    const gespeichert = await request(testApp.server)
      .get(bildKarte.frage_videobild_url)
      .set('Cookie', cookie.tweber);
    expect(Buffer.from(vorhanden(dateien[bildIndex], bildIndex)).equals(gespeichert.body as Buffer)).toBe(
      true,
    );

    // And in again: the same questions and answers, the media attached anew.
    const ziel = await neuerStapel();
    await importieren(ziel.id, datei).expect(200);
    const zurueck = await kartenVon(ziel.id);
    expect(zurueck.map((k) => [k.frage, k.antwort1])).toEqual(quellKarten.map((k) => [k.frage, k.antwort1]));
    // Exact per card type: oral, the reversed pair, written, vocabulary audio and the picture question.
    expect(zurueck.map((k) => answerModeOf(k))).toEqual(quellKarten.map((k) => answerModeOf(k)));
    expect(zurueck.map((k) => answerModeOf(k))).toEqual([
      ANSWER_MODE.MUENDLICH,
      ANSWER_MODE.MUENDLICH,
      ANSWER_MODE.MUENDLICH,
      ANSWER_MODE.MUENDLICH,
      ANSWER_MODE.SCHRIFTLICH,
      ANSWER_MODE.MUENDLICH,
      ANSWER_MODE.MUENDLICH,
      ANSWER_MODE.MUENDLICH,
      ANSWER_MODE.VOKABELAUDIO,
    ]);
  });
});
