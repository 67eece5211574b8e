import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { CSV_MAX_KARTEN, karteAusCsv } from '@lernstapel/rules';
import { toKarte } from '../../unterrichtsmodulteile/karte.mapper';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../../testing/demo-callers';
import { addOtherSchool, type OtherSchool } from '../../testing/second-school';
import { vorhanden } from '../../testing/vorhanden';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { GeteilterStapel } from '../../unterrichtsmodule/entities/geteilter-stapel.entity';
import { TeamMitglied } from '../../unterrichtsmodule/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';

/** Issue 9: CSV import and export of cards (01 §9). */
describe('POST /api/unterrichtsmodule/importcsv/{id} and GET /exportcsv/{id}', () => {
  let testApp: TestApp;
  let user: DemoCallers['user'];
  let cookie: DemoCallers['cookie'];
  let schoolB: OtherSchool;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ user, cookie } = await demoCallers(testApp));
    schoolB = await addOtherSchool(testApp.dataSource);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const stacks = () => testApp.dataSource.getRepository(Unterrichtsmodul);
  const cards = () => testApp.dataSource.getRepository(Unterrichtsmodulteil);
  const neuerStapel = (eigentuemer_id = user.tweber.id) =>
    stacks().save({ bezeichnung: 'Import', eigentuemer_id });
  const importieren = (id: number, as: string, body: string | Buffer, type = 'text/csv', query = '') =>
    request(testApp.server)
      .post(`/api/unterrichtsmodule/importcsv/${id}${query}`)
      .set('Cookie', as)
      .set('Content-Type', type)
      .send(typeof body === 'string' ? Buffer.from(body, 'utf8') : body);
  const kartenVon = (id: number) =>
    cards().find({ where: { unterrichtsmodule_id: id }, order: { id: 'ASC' } });

  it("imports a semicolon file: 'Die Datei wurde eingelesen!', five answer slots with the first correct", async () => {
    const modul = await neuerStapel();
    const response = await importieren(
      modul.id,
      cookie.tweber,
      'Haus;house\nFarben~ bitte;rot~ grün\nHauptstadt?;Bern;Zürich;Genf\n',
    ).expect(200);
    expect(response.body).toEqual({ message: 'Die Datei wurde eingelesen!', anzahl: 3 });
    const karten = await kartenVon(modul.id);
    expect(
      karten.map((k) => [
        k.frage,
        k.antwort1,
        k.antwort1_richtig,
        k.anzahl_antworten,
        k.multiplechoice,
        k.autor_id,
      ]),
    ).toEqual([
      ['Haus', 'house', true, 5, false, user.tweber.id],
      ['Farben, bitte', 'rot, grün', true, 5, false, user.tweber.id],
      ['Hauptstadt?', 'Bern', true, 3, true, user.tweber.id],
    ]);
    const hauptstadt = vorhanden(karten[2], 'the third card');
    expect([hauptstadt.antwort2, hauptstadt.antwort2_richtig, hauptstadt.antwort3]).toEqual([
      'Zürich',
      false,
      'Genf',
    ]);
    // Every column as the rule made the card (the insert names only the non-default columns).
    expect(toKarte(hauptstadt, '')).toEqual({
      ...karteAusCsv(
        { frage: 'Hauptstadt?', antworten: ['Bern', 'Zürich', 'Genf'] },
        modul.id,
        user.tweber.id,
      ),
      id: hauptstadt.id,
    });
  });

  it('imports more cards than one INSERT takes (1,234 lines), all or nothing', async () => {
    const modul = await neuerStapel();
    const zeilen = Array.from({ length: 1234 }, (_, i) => `Frage ${i + 1};Antwort ${i + 1}`);
    await importieren(modul.id, cookie.tweber, zeilen.join('\n')).expect(200);
    const karten = await kartenVon(modul.id);
    expect(karten).toHaveLength(1234);
    expect([karten[0]?.frage, karten[1233]?.antwort1]).toEqual(['Frage 1', 'Antwort 1234']);
    await importieren(modul.id, cookie.tweber, [...zeilen, 'kaputt'].join('\n')).expect(400);
    expect(await cards().countBy({ unterrichtsmodule_id: modul.id })).toBe(1234);
  });

  it('reads Windows-1252 (Excel) and UTF-8 with a byte-order mark alike', async () => {
    const modul = await neuerStapel();
    // 'Äpfel;apples' and 'Öl;oil €' in Windows-1252
    const cp1252 = Buffer.from([
      0xc4, 0x70, 0x66, 0x65, 0x6c, 0x3b, 0x61, 0x70, 0x70, 0x6c, 0x65, 0x73, 0x0d, 0x0a, 0xd6, 0x6c, 0x3b,
      0x6f, 0x69, 0x6c, 0x20, 0x80,
    ]);
    await importieren(modul.id, cookie.tweber, cp1252, 'text/csv; charset=windows-1252').expect(200);
    await importieren(
      modul.id,
      cookie.tweber,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Straße;street')]),
    ).expect(200);
    expect((await kartenVon(modul.id)).map((k) => [k.frage, k.antwort1])).toEqual([
      ['Äpfel', 'apples'],
      ['Öl', 'oil €'],
      ['Straße', 'street'],
    ]);
  });

  it("imports an Anki plain-text export as it is ('#separator:tab', '#html:false')", async () => {
    const modul = await neuerStapel();
    await importieren(
      modul.id,
      cookie.tweber,
      '#separator:tab\n#html:false\n#tags column:3\nHund\tdog, hound\tvokabeln\nKatze\tcat\t\n',
    ).expect(200);
    expect((await kartenVon(modul.id)).map((k) => [k.frage, k.antwort1])).toEqual([
      ['Hund', 'dog, hound'],
      ['Katze', 'cat'],
    ]);
  });

  it('a file with bad lines imports nothing and names each bad line', async () => {
    const modul = await neuerStapel();
    const response = await importieren(
      modul.id,
      cookie.tweber,
      'gut;good\nnur eine Spalte\n;ohne Frage\nauch gut;fine\nohne Antwort;\n',
    ).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'csv.fehlerhafteZeilen',
      message:
        'Die Datei wurde nicht eingelesen: 3 Zeile(n) sind fehlerhaft. Bitte korrigiere sie und versuche es erneut.',
      details: [
        'Zeile 2: Es braucht eine Frage und eine Antwort, getrennt durch ein Semikolon (;) oder einen Tabulator.',
        'Zeile 3: Die Frage fehlt.',
        'Zeile 5: Die Antwort fehlt.',
      ],
    });
    expect(await cards().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
  });

  it(`more than ${CSV_MAX_KARTEN} cards: refused with the number in the text`, async () => {
    const modul = await neuerStapel();
    const datei = Array.from({ length: CSV_MAX_KARTEN + 1 }, (_, i) => `F${i};A${i}`).join('\n');
    const response = await importieren(modul.id, cookie.tweber, datei).expect(400);
    const text = `Eine Datei kann höchstens ${CSV_MAX_KARTEN} Karten enthalten.`;
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'csv.zuVieleKarten',
      message: text,
      details: [text],
    });
    expect(await cards().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
  });

  it('an empty file is refused with its own text', async () => {
    const modul = await neuerStapel();
    const response = await importieren(modul.id, cookie.tweber, '\n\n').expect(400);
    expect(response.body).toMatchObject({
      error: 'csv.keineKarten',
      message: 'Die Datei enthält keine Karten.',
    });
  });

  it('a team member imports into the team stack; a mailbox reader may not (403); another school 404', async () => {
    const modul = await stacks().save({
      bezeichnung: 'Team',
      eigentuemer_id: user.tweber.id,
      wird_gemeinsam_bearbeitet: true,
    });
    await testApp.dataSource
      .getRepository(TeamMitglied)
      .save({ unterrichtsmodul_id: modul.id, benutzer_id: user.lena.id });
    await testApp.dataSource
      .getRepository(GeteilterStapel)
      .save({ unterrichtsmodule_id: modul.id, geteilt_mit_benutzer_id: user.jonas.id });
    await importieren(modul.id, cookie.lena, 'a;b').expect(200);
    expect((await kartenVon(modul.id)).map((k) => k.autor_id)).toEqual([user.lena.id]);
    await importieren(modul.id, cookie.jonas, 'c;d').expect(403);
    await importieren(modul.id, await sessionCookieFor(testApp, schoolB.teacher.code), 'c;d').expect(404);
    expect(await cards().countBy({ unterrichtsmodule_id: modul.id })).toBe(1);
  });

  it('takes text/csv only on this route (JSON 415 here, text/csv 415 elsewhere) and at most 5 MB (413)', async () => {
    const modul = await neuerStapel();
    const json = await request(testApp.server)
      .post(`/api/unterrichtsmodule/importcsv/${modul.id}`)
      .set('Cookie', cookie.tweber)
      .send({ text: 'a;b' })
      .expect(415);
    expect(json.body.error).toBe('csv.nurCsv');
    const anderswo = await request(testApp.server)
      .post('/api/unterrichtsmodule')
      .set('Cookie', cookie.tweber)
      .set('Content-Type', 'text/csv')
      .send('a;b')
      .expect(415);
    expect(anderswo.body.error).toBe('server.anfrage.nurJson');
    const gross = await importieren(modul.id, cookie.tweber, Buffer.alloc(5 * 1024 * 1024 + 1, 0x61)).expect(
      413,
    );
    expect(gross.body).toEqual({
      statusCode: 413,
      error: 'csv.zuGross',
      message: 'Die Datei ist zu gross: höchstens 5 MB sind erlaubt.',
    });
    expect(await cards().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
  });

  describe('issue 25 §1: real files, the mapping as parameters, the preview', () => {
    const testdaten = (name: string) =>
      readFileSync(join(__dirname, '../../../../../libs/rules/src/importcsv/testdaten', name));
    const erwartet = (name: string) =>
      JSON.parse(testdaten(name).toString('utf8')) as Array<{ frage: string; antworten: string[] }>;

    it.each([
      ['anki-notizen-als-text.txt', 'anki-notizen-als-text.erwartet.json'],
      ['quizlet-tab-zeile.txt', 'quizlet.erwartet.json'],
      ['quizlet-komma-zeile.txt', 'quizlet.erwartet.json'],
      ['quizlet-tab-semikolon.txt', 'quizlet.erwartet.json'],
      ['quizlet-komma-semikolon.txt', 'quizlet.erwartet.json'],
      ['schulliste-excel.csv', 'schulliste.erwartet.json'],
      ['schulliste-excel-unicode-text.txt', 'schulliste.erwartet.json'],
    ])('%s: every card created as expected, with the defaults', async (datei, soll) => {
      const modul = await neuerStapel();
      const response = await importieren(modul.id, cookie.tweber, testdaten(datei)).expect(200);
      const karten = erwartet(soll);
      expect(response.body.anzahl).toBe(karten.length);
      const angelegt = await kartenVon(modul.id);
      expect(angelegt.map((k) => toKarte(k, ''))).toEqual(
        karten.map((karte, i) => ({ ...karteAusCsv(karte, modul.id, user.tweber.id), id: angelegt[i]?.id })),
      );
    });

    it('takes the mapping as parameters: a third column as wrong answer, the header kept as a card', async () => {
      const modul = await neuerStapel();
      await importieren(
        modul.id,
        cookie.tweber,
        'Frage\tAntwort\tFalsch\nHauptstadt?\tBern\tZürich\n',
        'text/csv',
        '?feldtrenner=tab&ueberschrift=nein&spalten=frage,antwort,antwort2',
      ).expect(200);
      expect(
        (await kartenVon(modul.id)).map((k) => [k.frage, k.antwort1, k.antwort2, k.multiplechoice]),
      ).toEqual([
        ['Frage', 'Antwort', 'Falsch', true],
        ['Hauptstadt?', 'Bern', 'Zürich', true],
      ]);
    });

    it.each([
      ['?spalten=frage,kopf', 'an unknown role'],
      ['?ueberschrift=vielleicht', 'a header value'],
      ['?feldtrenner=', 'an empty separator'],
      ['?feldtrenner=abcdefghijklm', 'a long separator'],
      ['?unbekannt=1', 'an unknown parameter'],
    ])('refuses %s (%s) with a German 400 and imports nothing', async (query) => {
      const modul = await neuerStapel();
      const response = await importieren(modul.id, cookie.tweber, 'a;b', 'text/csv', query).expect(400);
      expect(typeof response.body.message).toBe('string');
      expect(await cards().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
    });

    it('a mapping without a question column is refused with its text', async () => {
      const modul = await neuerStapel();
      const response = await importieren(
        modul.id,
        cookie.tweber,
        'a;b',
        'text/csv',
        '?spalten=antwort,ignorieren',
      ).expect(400);
      expect(response.body.message).toBe(
        'Bitte ordne genau einer Spalte «Frage» und genau einer Spalte «Antwort» zu; jede falsche Antwort höchstens einer Spalte.',
      );
    });

    it('the preview: encoding, separators, header, columns, media and the first cards — nothing imported', async () => {
      const modul = await neuerStapel();
      const response = await request(testApp.server)
        .post(`/api/unterrichtsmodule/importcsv/${modul.id}/vorschau`)
        .set('Cookie', cookie.tweber)
        .set('Content-Type', 'text/csv')
        .send(testdaten('anki-notizen-als-text.txt'))
        .expect(200);
      expect(response.body).toMatchObject({
        kodierung: 'UTF-8',
        feldtrenner: '\t',
        kartentrenner: '\n',
        ueberschrift: false,
        anki: true,
        medien: { ton: 40, bild: 8 },
        anzahl: 40,
        fehler: [],
      });
      expect(response.body.karten).toHaveLength(10);
      expect(response.body.karten[3]).toEqual({ frage: 'mačka', antworten: ["Katze\nl'exemple & mehr"] });
      const schule = await request(testApp.server)
        .post(`/api/unterrichtsmodule/importcsv/${modul.id}/vorschau`)
        .set('Cookie', cookie.tweber)
        .set('Content-Type', 'text/csv')
        .send(testdaten('schulliste-excel-unicode-text.txt'))
        .expect(200);
      expect(schule.body).toMatchObject({
        kodierung: 'UTF-16 LE (Excel «Unicode-Text»)',
        ueberschrift: true,
        anzahl: 30,
      });
      expect(await cards().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
      await request(testApp.server)
        .post(`/api/unterrichtsmodule/importcsv/${modul.id}/vorschau`)
        .set('Cookie', cookie.jonas)
        .set('Content-Type', 'text/csv')
        .send('a;b')
        .expect(404);
    });

    it('the round trip through the API keeps every text exact: ~ ; quotes tabs line breaks and edge spaces', async () => {
      const quelle = await neuerStapel();
      const texte: Array<[string, string]> = [
        ['a ~ b', 'c,~d'],
        ['  Rand  ', '\tTab\t'],
        ['zwei\nZeilen\n', '"zitiert"; und so'],
        ['~~', ' ~ '],
      ];
      await cards().save(
        texte.map(([frage, antwort]) => {
          const { id: _neu, ...karte } = karteAusCsv(
            { frage, antworten: [antwort] },
            quelle.id,
            user.tweber.id,
          );
          return karte;
        }),
      );
      const datei = await request(testApp.server)
        .get(`/api/unterrichtsmodule/exportcsv/${quelle.id}`)
        .set('Cookie', cookie.tweber)
        .buffer(true)
        .parse((res, done) => {
          const teile: Buffer[] = [];
          res.on('data', (teil: Buffer) => teile.push(teil));
          res.on('end', () => done(null, Buffer.concat(teile)));
        })
        .expect(200);
      const ziel = await neuerStapel();
      await importieren(ziel.id, cookie.tweber, datei.body as Buffer).expect(200);
      const gespeichert = (await kartenVon(quelle.id)).map((k) => [k.frage, k.antwort1]);
      // The card rule (normaliseCard) stores answers trimmed; the question keeps its spaces.
      expect(gespeichert).toEqual(texte.map(([frage, antwort]) => [frage, antwort.trim()]));
      expect((await kartenVon(ziel.id)).map((k) => [k.frage, k.antwort1])).toEqual(gespeichert);
    });
  });

  describe('export', () => {
    const exportieren = (id: number, as: string) =>
      request(testApp.server)
        .get(`/api/unterrichtsmodule/exportcsv/${id}`)
        .set('Cookie', as)
        .buffer(true)
        .parse((res, done) => {
          const teile: Buffer[] = [];
          res.on('data', (teil: Buffer) => teile.push(teil));
          res.on('end', () => done(null, Buffer.concat(teile)));
        });

    it('import(export(x)) gives the same cards (01 §9 format, UTF-8 with a byte-order mark)', async () => {
      const quelle = await stacks().save({ bezeichnung: 'Äpfel & Birnen', eigentuemer_id: user.tweber.id });
      const datei = [
        'Haus;house',
        'Farben~ bitte;rot~ grün',
        '"mit; Semikolon";"er sagte ""ja"""',
        '"zwei',
        'Zeilen";x',
        'Hauptstadt?;Bern;Zürich;Basel;Genf;Luzern',
      ].join('\r\n');
      await importieren(quelle.id, cookie.tweber, datei).expect(200);
      const response = await exportieren(quelle.id, cookie.tweber).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Apfel & Birnen.csv"; filename*=UTF-8''${encodeURIComponent('Äpfel & Birnen.csv')}`,
      );
      const bytes = response.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const ziel = await neuerStapel();
      await importieren(ziel.id, cookie.tweber, bytes).expect(200);
      const felder = (k: Unterrichtsmodulteil) => {
        const { id: _id, unterrichtsmodule_id: _stapel, ...rest } = k;
        return rest;
      };
      expect((await kartenVon(ziel.id)).map(felder)).toEqual((await kartenVon(quelle.id)).map(felder));
    });

    it('neutralises formula cells (OWASP CSV injection) and the import gives back the original text', async () => {
      const quelle = await neuerStapel();
      const texte: Array<[string, string]> = [
        ['=HYPERLINK("http://x.example", "klick")', '+49 30 1234'],
        ['-5 Grad', '@Lehrer'],
        ["'=1+1", "'Tis"],
        ['Haus', "''"],
      ];
      await cards().save(
        texte.map(([frage, antwort]) => {
          const { id: _neu, ...karte } = karteAusCsv(
            { frage, antworten: [antwort] },
            quelle.id,
            user.tweber.id,
          );
          return karte;
        }),
      );
      const response = await exportieren(quelle.id, cookie.tweber).expect(200);
      const zeilen = (response.body as Buffer).toString('utf8').slice(1).split('\r\n');
      expect(zeilen).toEqual([
        `"'=HYPERLINK(""http://x.example"", ""klick"")";"'+49 30 1234"`,
        `"'-5 Grad";"'@Lehrer"`,
        `"''=1+1";"''Tis"`,
        `Haus;"'''"`,
      ]);
      const ziel = await neuerStapel();
      await importieren(ziel.id, cookie.tweber, response.body as Buffer).expect(200);
      expect((await kartenVon(ziel.id)).map((k) => [k.frage, k.antwort1])).toEqual(texte);
    });

    it('every reader may export (library readers too); a stranger gets 404 for an unpublished stack', async () => {
      const modul = await stacks().save({
        bezeichnung: 'Global',
        eigentuemer_id: user.tweber.id,
        ist_veroeffentlicht: true,
      });
      await importieren(modul.id, cookie.tweber, 'a;b').expect(200);
      const response = await exportieren(
        modul.id,
        await sessionCookieFor(testApp, schoolB.teacher.code),
      ).expect(200);
      expect((response.body as Buffer).toString('utf8')).toBe('\uFEFFa;b');
      const privat = await neuerStapel();
      await exportieren(privat.id, cookie.lena).expect(404);
    });
  });
});
