import request from 'supertest';
import type { DatenexportEintrag } from '@lernstapel/contracts';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Benutzerordner } from '../benutzerordner/entities/benutzerordner.entity';
import { createSchoolFixture, type SchoolFixture } from '../database/testing/school-fixture';
import { Pruefungsteil } from '../pruefungen/entities/pruefungsteil.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { imVorlaufGefuellt, vorhanden } from '../testing/vorhanden';
import { ladeExport, zipDateien } from '../testing/export-zip-lesen';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { DATENSCHUTZ_KARTE } from './testing/datenschutz-karte';
import { Datenexport } from './entities/datenexport.entity';
import type { LesbarePruefung, LesbaresRennen } from './export-lesbar';
import type { ExportInhalt } from './export-zip';

type Bereich = Record<string, Record<string, unknown>[]>;

/**
 * Issue 29 §2: a teacher's export of a pupil holds what the teacher sees in the product and is recorded
 * for the school's administrators; a self export holds every row naming the person, their exams and
 * races readable, and explains itself (LIESMICH.txt, Art. 15(1)).
 */
describe('data export: scope, record and explanation', () => {
  let testApp: TestApp;
  let fixture: SchoolFixture;
  const cookies = imVorlaufGefuellt<'teacherA' | 'pupilA' | 'teacherB' | 'mainAdmin', string>('cookies');

  beforeAll(async () => {
    testApp = await createTestApp();
    fixture = await testApp.dataSource.transaction((manager) => createSchoolFixture(manager));
    const ds = testApp.dataSource;
    // What only the pupil sees: a private stack with a card, and a folder.
    const privat = await ds
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Privater Stapel', eigentuemer_id: fixture.pupilA.id });
    await ds.getRepository(Unterrichtsmodulteil).save({
      unterrichtsmodule_id: privat.id,
      frage: 'Geheime Frage',
      antwort1: 'Geheime Antwort',
      autor_id: fixture.pupilA.id,
    });
    await ds.getRepository(Benutzerordner).save({
      name: 'Privatordner',
      name_schluessel: 'privatordner',
      benutzer_id: fixture.pupilA.id,
    });
    // The exam's card snapshot, as the exam module stores it (without its author).
    await ds
      .getRepository(Pruefungsteil)
      .createQueryBuilder()
      .update()
      .set({ karte: JSON.stringify({ frage: 'Frage A', antwort1: 'Antwort A', antwort1_richtig: true }) })
      .execute();
    await ds
      .getRepository(Benutzer)
      .update({ id: fixture.teacherA.id }, { kann_schuldaten_bearbeiten: true });
    cookies['teacherA'] = await sessionCookieFor(testApp, fixture.teacherA.anmeldecode);
    cookies['pupilA'] = await sessionCookieFor(testApp, fixture.pupilA.anmeldecode);
    cookies['teacherB'] = await sessionCookieFor(testApp, fixture.teacherB.anmeldecode);
    cookies['mainAdmin'] = await sessionCookieFor(testApp, testApp.logins.mainAdmin);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  async function exportVon(pfad: string, cookie: string): Promise<Map<string, string>> {
    const response = await ladeExport(testApp, pfad, cookie);
    expect(response.status).toBe(200);
    return zipDateien(response.body as Buffer);
  }
  const bereich = (dateien: Map<string, string>, name: string): Bereich =>
    JSON.parse(dateien.get(`${name}.json`) ?? '{}') as Bereich;
  const zeilenIn = (dateien: Map<string, string>, tabelle: string): Record<string, unknown>[] => {
    const eintrag = DATENSCHUTZ_KARTE.find((t) => t.tabelle === tabelle);
    return bereich(dateien, eintrag?.bereich ?? '')[tabelle] ?? [];
  };
  const vermerke = () => testApp.dataSource.getRepository(Datenexport).find({ order: { id: 'ASC' } });

  it('holds every row that names the person through a user column, checked table by table against the database', async () => {
    const dateien = await exportVon('/api/datenschutz/export', cookies['pupilA']);
    let geprueft = 0;
    for (const tabelle of DATENSCHUTZ_KARTE) {
      const spalten = Object.entries(tabelle.spalten)
        .filter(([, art]) => art.art === 'benutzer' && art.export)
        .map(([spalte]) => spalte);
      if (spalten.length === 0) continue;
      const alle: Record<string, unknown>[] = await testApp.dataSource
        .createQueryBuilder()
        .select('t.*')
        .from(tabelle.tabelle, 't')
        .getRawMany();
      const erwartet = alle
        .filter((zeile) => spalten.some((spalte) => Number(zeile[spalte]) === fixture.pupilA.id))
        .map((zeile) => Number(zeile['id']))
        .sort((a, b) => a - b);
      const exportiert = zeilenIn(dateien, tabelle.tabelle).map((zeile) => Number(zeile['id']));
      expect({ tabelle: tabelle.tabelle, fehlt: erwartet.filter((id) => !exportiert.includes(id)) }).toEqual({
        tabelle: tabelle.tabelle,
        fehlt: [],
      });
      geprueft += erwartet.length;
    }
    expect(geprueft).toBeGreaterThan(10);
  });

  it('makes exams and races readable: titles and questions beside the own answers, never a correct answer', async () => {
    const dateien = await exportVon('/api/datenschutz/export', cookies['pupilA']);
    const pruefungen = JSON.parse(dateien.get('pruefungen-lesbar.json') ?? '[]') as LesbarePruefung[];
    expect(pruefungen).toHaveLength(1);
    expect(pruefungen[0]).toMatchObject({ titel: 'Prüfung A', status: 'abgegeben' });
    const [pruefung] = pruefungen;
    expect(pruefung?.fragen).toHaveLength(1);
    expect(pruefung?.fragen[0]).toMatchObject({ frage: 'Frage A', punkte_moeglich: 2 });
    expect(pruefung?.fragen[0]?.meine_antwort).toMatchObject({ antwort1: 'Antwort A' });
    expect(JSON.stringify(pruefungen)).not.toContain('antwort1_richtig');
    const rennen = JSON.parse(dateien.get('wettbewerbe-lesbar.json') ?? '[]') as LesbaresRennen[];
    expect(rennen.map((eintrag) => eintrag.titel)).toEqual(['Stapel A']);
  });

  it('explains itself in LIESMICH.txt: every file, table and column, enum meanings and Art. 15(1)', async () => {
    const dateien = await exportVon('/api/datenschutz/export', cookies['pupilA']);
    const text = dateien.get('LIESMICH.txt') ?? '';
    for (const abschnitt of ['Art. 15', 'Zwecke', 'Empfänger', 'Speicherdauer', 'inhalt.json']) {
      expect(text).toContain(abschnitt);
    }
    for (const datei of dateien.keys()) {
      const name = datei.startsWith('stapel/')
        ? 'stapel/'
        : datei.startsWith('uploads/')
          ? 'uploads/'
          : datei;
      expect({ datei, beschrieben: text.includes(name) }).toEqual({ datei, beschrieben: true });
    }
    for (const { tabelle, spalten } of DATENSCHUTZ_KARTE) {
      expect(text).toContain(`\n${tabelle} (in `);
      for (const [spalte, art] of Object.entries(spalten)) {
        if (art.art !== 'geheim') expect(text).toContain(`  - ${spalte}: `);
      }
    }
    expect(text).toContain('lernstand.zustand'.split('.')[1]);
    expect(text).toMatch(/zustand: .*0 = neu, 1 = wird gelernt/);
    expect(text).toMatch(/wahroderfalsch: .*-1 = keine Richtig\/Falsch/);
    const inhalt = JSON.parse(dateien.get('inhalt.json') ?? '{}') as ExportInhalt;
    expect(inhalt.umfang).toBe('selbst');
  });

  it('does not record a self export', async () => {
    const vorher = (await vermerke()).length;
    await exportVon('/api/datenschutz/export', cookies['pupilA']);
    expect((await vermerke()).length).toBe(vorher);
  });

  it("limits a teacher's export of a pupil to what the teacher sees, and records it", async () => {
    const vorher = (await vermerke()).length;
    const dateien = await exportVon(`/api/datenschutz/export/${fixture.pupilA.id}`, cookies['teacherA']);
    const alles = [...dateien.values()].join('\n');
    for (const privat of ['Privater Stapel', 'Geheime Frage', 'Privatordner'])
      expect(alles).not.toContain(privat);
    for (const tabelle of [
      'sitzung',
      'benutzerordner',
      'quizantwort',
      'lernstand',
      'datenexport',
      'mailausgang',
    ]) {
      expect({ tabelle, zeilen: zeilenIn(dateien, tabelle) }).toEqual({ tabelle, zeilen: [] });
    }
    // What the teacher does see: the account, the team stack's cards, the exam attempt, the race.
    expect(zeilenIn(dateien, 'benutzer').map((zeile) => zeile['id'])).toEqual([fixture.pupilA.id]);
    expect(zeilenIn(dateien, 'unterrichtsmodulteil').map((zeile) => zeile['frage'])).toContain('Frage A2');
    expect(zeilenIn(dateien, 'schuelerinpruefung')).toHaveLength(1);
    expect(zeilenIn(dateien, 'schuelerimwettbewerb')).toHaveLength(1);
    const inhalt = JSON.parse(dateien.get('inhalt.json') ?? '{}') as ExportInhalt;
    expect(inhalt.umfang).toBe('lehrersicht');
    expect(dateien.get('LIESMICH.txt')).toContain('von einer Lehrperson erstellt');
    const neu = (await vermerke()).slice(vorher);
    expect(neu).toMatchObject([
      {
        exportiert_von_id: fixture.teacherA.id,
        betroffener_id: fixture.pupilA.id,
        schule_id: fixture.schoolA.id,
        umfang: 'lehrersicht',
      },
    ]);
  });

  it("gives a main administrator everything, recorded as 'vollstaendig'", async () => {
    const dateien = await exportVon(`/api/datenschutz/export/${fixture.pupilA.id}`, cookies['mainAdmin']);
    expect([...dateien.values()].join('\n')).toContain('Privater Stapel');
    expect((await vermerke()).at(-1)).toMatchObject({
      betroffener_id: fixture.pupilA.id,
      umfang: 'vollstaendig',
    });
  });

  it("shows the school's administrators the exports of their school's people, newest first", async () => {
    await exportVon(`/api/datenschutz/export/${fixture.pupilA.id}`, cookies['teacherA']);
    const response = await request(testApp.server)
      .get('/api/datenschutz/exporte')
      .set('Cookie', cookies['teacherA'])
      .expect(200);
    const eintraege = response.body as DatenexportEintrag[];
    expect(eintraege[0]).toMatchObject({
      umfang: 'lehrersicht',
      exportiert_von: fixture.teacherA.namevoll,
      betroffener: fixture.pupilA.namevoll,
      schule: fixture.schoolA.name1,
    });
    expect(eintraege.map((eintrag) => eintrag.umfang)).toContain('vollstaendig');
    expect(new Date(vorhanden(eintraege[0], 'newest export').erstellt_am).getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
    for (const wer of ['pupilA', 'teacherB'] as const) {
      const refused = await request(testApp.server)
        .get('/api/datenschutz/exporte')
        .set('Cookie', cookies[wer]);
      expect({ wer, status: refused.status, error: refused.body.error }).toEqual({
        wer,
        status: 403,
        error: 'fehler.keineBerechtigung',
      });
    }
  });

  it("shows the main administrator every school's exports, each with the person's school", async () => {
    await exportVon(`/api/datenschutz/export/${fixture.pupilA.id}`, cookies['teacherA']);
    const response = await request(testApp.server)
      .get('/api/datenschutz/exporte')
      .set('Cookie', cookies['mainAdmin'])
      .expect(200);
    expect(response.body as DatenexportEintrag[]).toContainEqual(
      expect.objectContaining({
        exportiert_von: fixture.teacherA.namevoll,
        betroffener: fixture.pupilA.namevoll,
        schule: fixture.schoolA.name1,
      }),
    );
  });

  it('deletes the record with the exported person and keeps it, anonymised, when the exporter goes', async () => {
    const repo = testApp.dataSource.getRepository(Datenexport);
    const eigene = await repo.count({ where: { betroffener_id: fixture.pupilA.id } });
    expect(eigene).toBeGreaterThan(0);
    await testApp.dataSource.getRepository(Benutzer).delete({ id: fixture.teacherA.id });
    const nachher = await repo.find({ where: { betroffener_id: fixture.pupilA.id } });
    expect(nachher.length).toBe(eigene);
    expect(nachher.filter((zeile) => zeile.umfang === 'lehrersicht').map((z) => z.exportiert_von_id)).toEqual(
      nachher.filter((zeile) => zeile.umfang === 'lehrersicht').map(() => null),
    );
  });
});
