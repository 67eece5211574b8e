import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { leerePruefungsAntwort as leereAntwort } from '@lernstapel/rules';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Benutzerablenkung } from '../benutzer/benutzerablenkungen/entities/benutzerablenkung.entity';
import { Benutzerordner } from '../benutzerordner/entities/benutzerordner.entity';
import { Mailausgang } from '../mail/entities/mailausgang.entity';
import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { SchuelerInPruefung } from '../pruefungen/entities/schueler-in-pruefung.entity';
import { Lizenzbestellung } from '../schulen/entities/lizenzbestellung.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { Stapelergebnis } from '../stapelergebnisse/entities/stapelergebnis.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Lernstand } from '../unterrichtsmodulteile/quiz/entities/lernstand.entity';
import { Quizantwort } from '../unterrichtsmodulteile/quiz/entities/quizantwort.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { SchuelerImWettbewerb } from '../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../wettbewerbe/entities/wettbewerb.entity';
import { DATENSCHUTZ_KARTE } from './testing/datenschutz-karte';

const JAHR = new Date().getFullYear();
/** Columns that hold a person's id (as the schema test reads names), and the map's user references. */
const BENUTZER_ID = /(^|_)(benutzer|user|schueler|eigentuemer|absender|ersteller|autor|sieger|von)_id$/;
const BENUTZER_SPALTEN = new Set(
  DATENSCHUTZ_KARTE.flatMap(({ tabelle, spalten }) =>
    Object.entries(spalten).flatMap(([spalte, art]) =>
      art.art === 'benutzer' ? [`${tabelle}.${spalte}`] : [],
    ),
  ),
);

interface Spuren {
  ids: number[];
  /** Names, usernames, e-mails, login codes, private address, free-text markers. */
  werte: string[];
}

/** JSON documents: every key that names a person's id, at any depth. */
function idsInJson(wert: unknown, ids: ReadonlySet<number>, pfad = ''): string[] {
  if (Array.isArray(wert)) return wert.flatMap((eintrag, i) => idsInJson(eintrag, ids, `${pfad}[${i}]`));
  if (wert === null || typeof wert !== 'object') return [];
  return Object.entries(wert).flatMap(([schluessel, inhalt]) => [
    ...(BENUTZER_ID.test(schluessel) && ids.has(Number(inhalt)) ? [`${pfad}.${schluessel}`] : []),
    ...idsInJson(inhalt, ids, `${pfad}.${schluessel}`),
  ]);
}

function alsJson(text: string): unknown {
  if (!/^[[{]/.test(text.trim())) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Every table of the database (the catalogue, not the map), every row, every column as text. */
async function spurenInTabellen(dataSource: DataSource, spuren: Spuren): Promise<string[]> {
  const sql =
    dataSource.options.type === 'better-sqlite3'
      ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
      : 'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()';
  const tabellen = ((await dataSource.query(sql)) as { name: string }[]).map((row) => row.name);
  const ids = new Set(spuren.ids);
  const werte = spuren.werte.map((wert) => wert.toLowerCase());
  const gefunden: string[] = [];
  for (const tabelle of tabellen) {
    const zeilen = (await dataSource.query(`SELECT * FROM ${dataSource.driver.escape(tabelle)}`)) as Record<
      string,
      unknown
    >[];
    for (const zeile of zeilen) {
      for (const [spalte, wert] of Object.entries(zeile)) {
        if (wert === null || wert === undefined) continue;
        const ort = `${tabelle}.${spalte} (Zeile ${String(zeile['id'] ?? '?')})`;
        const personSpalte = BENUTZER_SPALTEN.has(`${tabelle}.${spalte}`) || BENUTZER_ID.test(spalte);
        if (personSpalte && ids.has(Number(wert))) gefunden.push(`${ort}: id ${String(wert)}`);
        const text = Buffer.isBuffer(wert) ? wert.toString('utf8') : String(wert);
        const klein = text.toLowerCase();
        for (const suche of werte) if (klein.includes(suche)) gefunden.push(`${ort}: "${suche}"`);
        for (const pfad of idsInJson(alsJson(text), ids)) gefunden.push(`${ort}: JSON ${pfad}`);
      }
    }
  }
  return gefunden;
}

function alleDateien(ordner: string): string[] {
  return readdirSync(ordner).flatMap((name) => {
    const pfad = join(ordner, name);
    return statSync(pfad).isDirectory() ? alleDateien(pfad) : [pfad];
  });
}

/** Every file under the folder, as text (quoted-printable soft breaks of .eml files joined). */
function spurenInDateien(ordner: string, spuren: Spuren): string[] {
  const werte = spuren.werte.map((wert) => wert.toLowerCase());
  return alleDateien(ordner).flatMap((pfad) => {
    const text = readFileSync(pfad)
      .toString('latin1')
      .replace(/=\r?\n/g, '')
      .toLowerCase();
    return werte.filter((wert) => text.includes(wert)).map((wert) => `${pfad}: "${wert}"`);
  });
}

async function bild(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#a37' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Quirin Zebulonsky', Artist: 'Zebulonsky' } })
    .toBuffer();
}

/**
 * Issue 29 §1 and issue 22 §4: a person who used every feature deletes their account; afterwards no
 * table (read from the database's catalogue, not from the map) and no file under DATA_DIR holds their
 * ids, names, e-mails, codes, private address or anything they typed.
 */
describe('deletion leaves nothing identifying (issue 29)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const api = (cookie: string) => ({
    cookie,
    post: (pfad: string, body?: object) =>
      request(testApp.server)
        .post(pfad)
        .set('Cookie', cookie)
        .send(body ?? {}),
    put: (pfad: string, body: object) => request(testApp.server).put(pfad).set('Cookie', cookie).send(body),
    get: (pfad: string) => request(testApp.server).get(pfad).set('Cookie', cookie),
  });

  it('an individual with a class, a school from their licence order, mails, uploads and an exam', async () => {
    const { dataSource } = testApp;
    const benutzer = dataSource.getRepository(Benutzer);
    // 1. Registration as an individual: a mail with the code to the private address.
    await request(testApp.server)
      .post('/api/benutzer/registrieren')
      .send({
        art: 'einzelperson',
        benutzername: 'qzebulon',
        namevoll: 'Quirin Zebulonsky',
        kuerzel: 'QZB',
        email: 'quirin.zebulonsky@privat.example',
      })
      .expect(201);
    const quirin = await benutzer.findOneByOrFail({ benutzername: 'qzebulon' });
    await benutzer.update({ id: quirin.id }, { klassen_code: 'ZEB-1' });
    const lehrer = api(await sessionCookieFor(testApp, quirin.anmeldecode));

    // 2. A pupil of the class, whose code the teacher mails.
    await lehrer
      .post('/api/benutzer/neuerschueler', {
        benutzername: 'wxylander',
        namevoll: 'Wendelin Xylander',
        email: 'wendelin.xylander@privat.example',
      })
      .expect(200);
    const wendelin = await benutzer.findOneByOrFail({ benutzername: 'wxylander' });
    await lehrer.post('/api/benutzer/anmeldecodesenden', { id: wendelin.id }).expect(200);

    // 3. A licence order makes a school of the private address; the order goes to the operator by mail.
    await lehrer
      .post(`/api/schulen/lizenzbestellen/neueschule/${JAHR}`, {
        bedingungen_akzeptiert: true,
        schule: {
          name1: 'Lernwerkstatt Zebulonsky',
          anschrift1: 'Zebulonweg 7',
          land: 'DE',
          plz: '79100',
          ort: 'Quirinsdorf',
          telefon1: '0761 999 77 55',
          rechnungsanschrift1: 'Zebulonweg 7',
          rechnungsplz: '79100',
          rechnungsort: 'Quirinsdorf',
        },
      })
      .expect(200);
    const schuleId = (await benutzer.findOneByOrFail({ id: quirin.id })).schule_id ?? 0;
    expect(schuleId).toBeGreaterThan(0);
    await dataSource.getRepository(Schule).update({ id: schuleId }, { lizenz_jahr: JAHR });
    expect(await dataSource.getRepository(Mailausgang).count()).toBe(3);

    // 4. An uploaded photo on a card of an own stack; folder, settings.
    const upload = await request(testApp.server)
      .post('/api/uploads')
      .set('Cookie', lehrer.cookie)
      .set('Content-Type', 'image/jpeg')
      .send(await bild());
    expect(upload.status).toBe(201);
    const ordner = await dataSource
      .getRepository(Benutzerordner)
      .save({ benutzer_id: quirin.id, name: 'Ordner-Zebulonsky', parent_id: null });
    const stapel = await dataSource.getRepository(Unterrichtsmodul).save({
      bezeichnung: 'Vokabeln von Quirin Zebulonsky',
      eigentuemer_id: quirin.id,
      autor: 'Quirin Zebulonsky',
      benutzer_ordner_id: ordner.id,
    });
    const karte = await dataSource.getRepository(Unterrichtsmodulteil).save({
      unterrichtsmodule_id: stapel.id,
      autor_id: quirin.id,
      frage: 'Frage-Marker-ZQX Wie heisst der Hund?',
      antwort1: 'Bello',
      mussfrageschriftlichbeantworten: true,
      wahroderfalsch: -1,
      frage_videobild_url: upload.body.url,
    });

    // 5. An exam on that card: a snapshot of the card; the pupil answers, the teacher grades.
    const pruefung = await lehrer.post('/api/pruefungen').expect(200);
    const pruefungId: number = pruefung.body.id;
    await lehrer
      .post(`/api/pruefungen/id/${pruefungId}`, {
        titel: 'Test bei Zebulonsky',
        datum: '2999-06-30',
        // Remembered as the teacher's setting anweisungvorpruefung.
        anweisung_vor_pruefung: 'Anweisung-Marker-ZQX',
      })
      .expect(200);
    const teile = await lehrer
      .put(`/api/pruefungen/pruefungsteile/${pruefungId}`, {
        unterrichtsmodul_id: stapel.id,
        teile: [{ unterrichtsmodulteil_id: karte.id, punkte: 2 }],
      })
      .expect(200);
    const teilId: number = teile.body.teile?.[0]?.id ?? teile.body[0]?.id;
    await lehrer.post(`/api/pruefungen/freigeben/${pruefungId}`, { freigegeben: true }).expect(200);
    const schueler = api(await sessionCookieFor(testApp, wendelin.anmeldecode));
    await schueler.post(`/api/pruefungen/start/${pruefungId}`).expect(200);
    await schueler
      .post('/api/pruefungen/schuelerinpruefungsteilen', {
        pruefung_id: pruefungId,
        antworten: [{ ...leereAntwort(teilId), antwort1: 'Antwort-Marker-ZQX' }],
      })
      .expect(200);
    await lehrer
      .post(`/api/pruefungen/korrektur/${pruefungId}/${wendelin.id}`, {
        teile: [{ pruefungsteil_id: teilId, punkte: 1, kommentar_lehrperson: 'Kommentar-Marker-ZQX' }],
        note: 4,
        kommentar_lehrperson: 'Gesamtkommentar-Marker-ZQX',
        korrigiert: true,
      })
      .expect(200);

    // 6. Learning, a race and the activity feed of the pupil.
    await dataSource.getRepository(Quizantwort).save({
      benutzer_id: wendelin.id,
      unterrichtsmodul_id: stapel.id,
      unterrichtsmodulteil_id: karte.id,
      gewusst: true,
      fach_vorher: 1,
      fach_nachher: 2,
      anfrage_id: '0b6f3a52-9c1e-4d2a-8f7b-5e4c3d2b1a09',
    });
    await dataSource.getRepository(Lernstand).save({
      benutzer_id: wendelin.id,
      unterrichtsmodulteil_id: karte.id,
      faellig_am: new Date(),
      stabilitaet: 1,
      schwierigkeit: 5,
      tage_vergangen: 0,
      tage_geplant: 1,
      wiederholungen: 1,
      vergessen: 0,
      lernschritte: 0,
      zustand: 1,
      letzte_wiederholung: new Date(),
    });
    await dataSource.getRepository(Stapelergebnis).save({
      unterrichtsmodul_id: stapel.id,
      benutzer_id: wendelin.id,
      ergebnis: 50,
      anzahl_karten_insg: 1,
    });
    const rennen = await dataSource.getRepository(Wettbewerb).save({
      unterrichtsmodul_id: stapel.id,
      modultitel: stapel.bezeichnung,
      start_benutzer_id: quirin.id,
      sieger_benutzer_id: wendelin.id,
      schule_id: schuleId,
      kartenfolge: JSON.stringify([karte.id]),
    });
    await dataSource.getRepository(SchuelerImWettbewerb).save([
      { wettbewerb_id: rennen.id, benutzer_id: quirin.id, start_nr: 1, einladung_angenommen: true },
      { wettbewerb_id: rennen.id, benutzer_id: wendelin.id, start_nr: 2, einladung_angenommen: true },
    ]);
    await dataSource
      .getRepository(Benutzerablenkung)
      .save({ benutzer_id: wendelin.id, zeit: new Date(), bemerkung: 'Fenster verlassen' });

    // The pronunciation cache (DATA_DIR/aussprache): a word the teacher looked up — here their own
    // surname. Files are named by a hash of language and word and hold audio, never who asked.
    const aussprache = await lehrer
      .get('/api/unterrichtsmodulteile/howtopronounce/german/Zebulonsky')
      .expect(200);
    const ausspracheDatei = String(aussprache.body.url).split('/').pop() as string;

    const uploadDatei = String(upload.body.url).split('/').pop() as string;
    const spuren: Spuren = {
      ids: [quirin.id, wendelin.id],
      werte: [
        'Zebulonsky',
        'qzebulon',
        'quirin.zebulonsky@privat.example',
        quirin.anmeldecode,
        'Xylander',
        'wxylander',
        'wendelin.xylander@privat.example',
        wendelin.anmeldecode,
        'Zebulonweg',
        'Quirinsdorf',
        '0761 999 77 55',
        'Marker-ZQX',
        uploadDatei,
      ],
    };
    // The walk finds them all before (it is not vacuous): tables, outbox files, the uploaded photo.
    const vorher = await spurenInTabellen(dataSource, spuren);
    for (const wert of spuren.werte) expect(vorher.join('\n')).toContain(`"${wert.toLowerCase()}"`);
    expect(spurenInDateien(testApp.config.dataDir, spuren).length).toBeGreaterThanOrEqual(5);
    expect(alleDateien(testApp.config.dataDir).some((pfad) => pfad.endsWith(uploadDatei))).toBe(true);
    expect(alleDateien(join(testApp.config.dataDir, 'aussprache'))).toEqual([
      join(testApp.config.dataDir, 'aussprache', ausspracheDatei),
    ]);

    await request(testApp.server).delete('/api/benutzer/konto').set('Cookie', lehrer.cookie).expect(204);

    expect(await spurenInTabellen(dataSource, spuren)).toEqual([]);
    expect(spurenInDateien(testApp.config.dataDir, spuren)).toEqual([]);
    expect(alleDateien(testApp.config.dataDir).some((pfad) => pfad.endsWith(uploadDatei))).toBe(false);
    // Issue 22 §4: the school the individual's order made, with its order, is gone.
    expect(await dataSource.getRepository(Schule).countBy({ id: schuleId })).toBe(0);
    expect(await dataSource.getRepository(Lizenzbestellung).countBy({ schule_id: schuleId })).toBe(0);
    // The operator keeps the order mail (an invoice's record), without the person: row and file.
    const [bestellung, ...andere] = await dataSource.getRepository(Mailausgang).find();
    expect(andere).toEqual([]);
    expect(bestellung).toMatchObject({ empfaenger: 'lizenz@lernstapel.example', ueber_benutzer_id: null });
    expect(bestellung?.text).toContain('[gelöscht]');
    expect(alleDateien(join(testApp.config.dataDir, 'outbox'))).toEqual([
      join(testApp.config.dataDir, 'outbox', bestellung?.datei ?? ''),
    ]);
  });

  it('a teacher deleting their account keeps the graded exams of pupils who stay, anonymised', async () => {
    const { dataSource } = testApp;
    const pupil = await userByCode(dataSource, testApp.logins.pupil1);
    const lehrperson = await dataSource.getRepository(Benutzer).save({
      benutzername: 'yvettebrixa',
      namevoll: 'Yvette Brixa',
      anmeldecode: 'YVETTEBRIXA7',
      schule_id: pupil.schule_id,
      klassen_code: pupil.klassen_code,
      create_user_id: 0,
    });
    const lehrer = api(await sessionCookieFor(testApp, lehrperson.anmeldecode));
    const stapel = await dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Brixas Stapel', eigentuemer_id: lehrperson.id });
    const karte = await dataSource.getRepository(Unterrichtsmodulteil).save({
      unterrichtsmodule_id: stapel.id,
      autor_id: lehrperson.id,
      frage: 'Hund?',
      antwort1: 'dog',
      mussfrageschriftlichbeantworten: true,
      wahroderfalsch: -1,
    });
    const pruefungId: number = (await lehrer.post('/api/pruefungen').expect(200)).body.id;
    const teile = await lehrer
      .put(`/api/pruefungen/pruefungsteile/${pruefungId}`, {
        unterrichtsmodul_id: stapel.id,
        teile: [{ unterrichtsmodulteil_id: karte.id, punkte: 2 }],
      })
      .expect(200);
    const teilId: number = teile.body.teile?.[0]?.id ?? teile.body[0]?.id;
    await lehrer.post(`/api/pruefungen/freigeben/${pruefungId}`, { freigegeben: true }).expect(200);
    const leerePruefungId: number = (await lehrer.post('/api/pruefungen').expect(200)).body.id;
    const schueler = api(await sessionCookieFor(testApp, testApp.logins.pupil1));
    await schueler.post(`/api/pruefungen/start/${pruefungId}`).expect(200);
    await schueler
      .post('/api/pruefungen/schuelerinpruefungsteilen', {
        pruefung_id: pruefungId,
        antworten: [{ ...leereAntwort(teilId), antwort1: 'dog' }],
      })
      .expect(200);
    await lehrer
      .post(`/api/pruefungen/korrektur/${pruefungId}/${pupil.id}`, {
        teile: [{ pruefungsteil_id: teilId, punkte: 2, kommentar_lehrperson: 'Richtig.' }],
        note: 6,
        kommentar_lehrperson: 'Sehr gut',
        korrigiert: true,
      })
      .expect(200);

    await request(testApp.server).delete('/api/benutzer/konto').set('Cookie', lehrer.cookie).expect(204);

    expect(
      await spurenInTabellen(dataSource, {
        ids: [lehrperson.id],
        werte: ['Brixa', 'yvettebrixa', lehrperson.anmeldecode],
      }),
    ).toEqual([]);
    const behalten = await dataSource.getRepository(Pruefung).findOneByOrFail({ id: pruefungId });
    expect(behalten.ersteller_benutzer_id).toBeNull();
    expect(await dataSource.getRepository(Pruefung).countBy({ id: leerePruefungId })).toBe(0);
    expect(
      await dataSource.getRepository(SchuelerInPruefung).findOneByOrFail({ pruefung_id: pruefungId }),
    ).toMatchObject({ note: 6, punkte: 2, kommentar_lehrperson: 'Sehr gut' });
    // The pupil still reads the graded exam, question and comment included.
    const ergebnis = await schueler.get(
      `/api/pruefungen/schuelerinpruefungsteilen/${pruefungId}/${pupil.id}`,
    );
    expect(ergebnis.status).toBe(200);
    expect(ergebnis.body.zeile).toMatchObject({ note: 6, kommentar_lehrperson: 'Sehr gut' });
    expect(ergebnis.body.teile[0]).toMatchObject({ punkte: 2, kommentar_lehrperson: 'Richtig.' });
  });
});

/** The embedded database file: deleted values are not left readable in it or its write-ahead log. */
describe('deletion on the embedded SQLite file (secure_delete, issue 29)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({}, { shareable: true });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('overwrites a deleted pupil in the file and empties the log', async () => {
    const optionen = testApp.dataSource.options;
    if (optionen.type !== 'better-sqlite3') return; // MariaDB: InnoDB purges deleted rows itself (README).
    const datei = String(optionen.database);
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    const anlegen = await request(testApp.server)
      .post('/api/benutzer/neuerschueler')
      .set('Cookie', cookie)
      .send({
        benutzername: 'ottokarvex',
        namevoll: 'Ottokar Vexhuber',
        email: 'ottokar.vexhuber@privat.example',
      })
      .expect(200);
    const id: number = anlegen.body.find(
      (zeile: { benutzername: string }) => zeile.benutzername === 'ottokarvex',
    ).id;
    const inDateien = () =>
      readdirSync(dirname(datei))
        .map((name) => readFileSync(join(dirname(datei), name)).toString('latin1'))
        .some((text) => text.includes('Vexhuber') || text.includes('ottokar.vexhuber'));
    expect(inDateien()).toBe(true);

    await request(testApp.server)
      .post('/api/benutzer/removeschueler')
      .set('Cookie', cookie)
      .send({ id })
      .expect(200);

    expect(inDateien()).toBe(false);
  });
});
