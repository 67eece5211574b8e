import request from 'supertest';
import { parseKartenCsv } from '@lernstapel/rules';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { createSchoolFixture, type SchoolFixture } from '../database/testing/school-fixture';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { imVorlaufGefuellt, vorhanden } from '../testing/vorhanden';
import { addOtherSchool, userByCode, type OtherSchool } from '../testing/second-school';
import { DATENSCHUTZ_KARTE } from './testing/datenschutz-karte';
import type { ExportInhalt } from './export-zip';
import { ladeExport, zipDateien } from '../testing/export-zip-lesen';

type Bereich = Record<string, Record<string, unknown>[]>;

const GEHEIME_SPALTEN = DATENSCHUTZ_KARTE.flatMap((tabelle) =>
  Object.entries(tabelle.spalten).flatMap(([spalte, art]) =>
    art.art === 'geheim' ? [`${tabelle.tabelle}.${spalte}`] : [],
  ),
);

/** Issue 16, Art. 15/20: GET /api/datenschutz/export[/{benutzerId}] — a ZIP per person, checked against the map. */
describe('data export', () => {
  let testApp: TestApp;
  let fixture: SchoolFixture;
  let schoolB: OtherSchool;
  const cookies = imVorlaufGefuellt<'teacherA' | 'pupilA' | 'teacherB' | 'mainAdmin', string>('cookies');

  beforeAll(async () => {
    testApp = await createTestApp();
    fixture = await testApp.dataSource.transaction((manager) => createSchoolFixture(manager));
    schoolB = await addOtherSchool(testApp.dataSource, 'B-9');
    // The school was registered with the teacher's e-mail (01 §5): a copy the export must find.
    await testApp.dataSource
      .getRepository(Benutzer)
      .update({ id: fixture.teacherA.id }, { email: 'lehrer.a@example.org' });
    await testApp.dataSource
      .getRepository(Schule)
      .update({ id: fixture.schoolA.id }, { email1: 'Lehrer.A@example.org' });
    cookies['teacherA'] = await sessionCookieFor(testApp, fixture.teacherA.anmeldecode);
    cookies['pupilA'] = await sessionCookieFor(testApp, fixture.pupilA.anmeldecode);
    cookies['teacherB'] = await sessionCookieFor(testApp, schoolB.teacher.code);
    cookies['mainAdmin'] = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  async function exportVon(pfad: string, cookie: string): Promise<Map<string, string>> {
    const response = await ladeExport(testApp, pfad, cookie);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="lernstapel-daten-\d+-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    return zipDateien(response.body as Buffer);
  }

  const bereich = (dateien: Map<string, string>, name: string): Bereich =>
    JSON.parse(dateien.get(`${name}.json`) ?? '{}') as Bereich;

  it('puts every mapped table into its domain file, and together the two exports fill every one', async () => {
    const lehrer = await exportVon('/api/datenschutz/export', cookies['teacherA']);
    const schueler = await exportVon(`/api/datenschutz/export/${fixture.pupilA.id}`, cookies['mainAdmin']);
    for (const { tabelle, bereich: name } of DATENSCHUTZ_KARTE) {
      expect({ tabelle, lehrer: Array.isArray(bereich(lehrer, name)[tabelle]) }).toEqual({
        tabelle,
        lehrer: true,
      });
      const zeilen = [
        ...vorhanden(bereich(lehrer, name)[tabelle], tabelle),
        ...vorhanden(bereich(schueler, name)[tabelle], tabelle),
      ];
      expect({ tabelle, gefuellt: zeilen.length > 0 }).toEqual({ tabelle, gefuellt: true });
    }
    const inhalt = JSON.parse(lehrer.get('inhalt.json') ?? '{}') as ExportInhalt;
    expect(inhalt.benutzer_id).toBe(fixture.teacherA.id);
    expect(inhalt.tabellen.map((eintrag) => eintrag.tabelle)).toEqual(
      DATENSCHUTZ_KARTE.map((t) => t.tabelle),
    );
  });

  it("contains the person's own rows only, found by id, by e-mail copy and as parts of their rows", async () => {
    const lehrer = await exportVon('/api/datenschutz/export', cookies['teacherA']);
    const benutzer = vorhanden(bereich(lehrer, 'benutzer')['benutzer'], 'benutzer');
    // Pupils the teacher created are their own data (create_user_id is not exported).
    expect(benutzer.map((zeile) => zeile['id'])).toEqual([fixture.teacherA.id]);
    expect(benutzer[0]).toMatchObject({ email: 'lehrer.a@example.org', namevoll: fixture.teacherA.namevoll });
    expect(vorhanden(bereich(lehrer, 'schulen')['schule'], 'schule').map((zeile) => zeile['id'])).toEqual([
      fixture.schoolA.id,
    ]);
    const karten = vorhanden(
      bereich(lehrer, 'unterrichtsmodulteile')['unterrichtsmodulteil'],
      'unterrichtsmodulteil',
    );
    // Both cards of the own stack (one written by the pupil) and the card written into school B's stack.
    expect(karten.map((karte) => karte['frage']).sort()).toEqual(['Frage A', 'Frage A2', 'Frage B']);
    expect(bereich(lehrer, 'pruefungen')['schuelerinpruefung']).toEqual([]);
  });

  it('writes the own stacks as CSV in the import format, without cards of other people’s stacks', async () => {
    const lehrer = await exportVon('/api/datenschutz/export', cookies['teacherA']);
    const datei = `stapel/${fixture.stackA.id}-Stapel-A.csv`;
    // 'Frage A2' has no answer: it is in the JSON, the CSV holds what the import can read back.
    const { karten, fehler } = parseKartenCsv(lehrer.get(datei) ?? '');
    expect({ karten, fehler }).toEqual({
      karten: [{ frage: 'Frage A', antworten: ['Antwort A'] }],
      fehler: [],
    });
    expect([...lehrer.keys()].filter((name) => name.startsWith('stapel/'))).toEqual([datei]);
  });

  it('never contains a login code, a token hash or a mail text (DEVIATIONS 2)', async () => {
    const codes = [fixture.teacherA, fixture.pupilA, fixture.teacherB].map(
      (benutzer) => benutzer.anmeldecode,
    );
    for (const [pfad, cookie] of [
      ['/api/datenschutz/export', cookies['teacherA']],
      [`/api/datenschutz/export/${fixture.pupilA.id}`, cookies['mainAdmin']],
    ] as const) {
      const dateien = await exportVon(pfad, cookie);
      for (const [name, text] of dateien) {
        for (const code of codes) expect({ name, code: text.includes(code) }).toEqual({ name, code: false });
      }
      for (const geheim of GEHEIME_SPALTEN) {
        const [tabelle = '', spalte = ''] = geheim.split('.');
        const eintrag = DATENSCHUTZ_KARTE.find((t) => t.tabelle === tabelle);
        const zeilen = bereich(dateien, eintrag?.bereich ?? '')[tabelle] ?? [];
        expect(zeilen.filter((zeile) => spalte in zeile)).toEqual([]);
      }
    }
  });

  describe('who may export whom', () => {
    it.each<[string, keyof typeof cookies, number, () => number]>([
      ['a pupil themselves by id', 'pupilA', 200, () => fixture.pupilA.id],
      ['a pupil another pupil', 'pupilA', 403, () => schoolB.pupil.id],
      ['a pupil their teacher', 'pupilA', 403, () => fixture.teacherA.id],
      ['a teacher a pupil of their class', 'teacherA', 200, () => fixture.pupilA.id],
      ['a teacher a pupil of another school', 'teacherA', 404, () => schoolB.pupil.id],
      ['a teacher a colleague', 'teacherA', 404, () => fixture.teacherB.id],
      ['a teacher of another school a pupil of school A', 'teacherB', 404, () => fixture.pupilA.id],
      ['a main administrator any user', 'mainAdmin', 200, () => schoolB.teacher.id],
      ['a main administrator an unknown id', 'mainAdmin', 404, () => 999_999],
    ])('%s (as %s) → %i', async (_fall, wer, status, ziel) => {
      const response = await ladeExport(testApp, `/api/datenschutz/export/${ziel()}`, cookies[wer]);
      expect(response.status).toBe(status);
      if (status === 200) {
        const inhalt = JSON.parse(
          (await zipDateien(response.body as Buffer)).get('inhalt.json') ?? '{}',
        ) as ExportInhalt;
        expect(inhalt.benutzer_id).toBe(ziel());
      } else {
        expect(JSON.parse((response.body as Buffer).toString('utf8'))).toMatchObject({
          error: status === 403 ? 'fehler.keineBerechtigung' : 'fehler.nichtGefunden',
        });
      }
    });

    it('refuses without a session and a malformed id with German messages', async () => {
      const ohne = await request(testApp.server).get('/api/datenschutz/export').expect(401);
      expect(ohne.body.error).toBe('fehler.nichtAngemeldet');
      const kaputt = await ladeExport(testApp, '/api/datenschutz/export/abc', cookies['mainAdmin']);
      expect(kaputt.status).toBe(400);
    });
  });

  it('lets the demo teacher export their own account too (a user without any stacks)', async () => {
    const amueller = await userByCode(testApp.dataSource, testApp.logins.teacherAdmin);
    const dateien = await exportVon(
      '/api/datenschutz/export',
      await sessionCookieFor(testApp, testApp.logins.teacherAdmin),
    );
    expect(
      vorhanden(bereich(dateien, 'benutzer')['benutzer'], 'benutzer').map((zeile) => zeile['id']),
    ).toEqual([amueller.id]);
  });
});
