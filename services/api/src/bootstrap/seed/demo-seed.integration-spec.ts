import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { ANSWER_MODE, answerModeOf } from '@lernstapel/rules';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { toKarte } from '../../unterrichtsmodulteile/karte.mapper';
import { FlashcardsKategorie } from '../../flashcardsthemen/entities/flashcards-kategorie.entity';
import { Pruefung } from '../../pruefungen/entities/pruefung.entity';
import { Pruefungsteil } from '../../pruefungen/entities/pruefungsteil.entity';
import { SchuelerInGruppe } from '../../schuelergruppen/entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from '../../schuelergruppen/entities/schuelergruppe.entity';
import { SchuelerImWettbewerb } from '../../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../../wettbewerbe/entities/wettbewerb.entity';
import { Schule } from '../../schulen/entities/schule.entity';
import { GeteilterStapel } from '../../unterrichtsmodule/entities/geteilter-stapel.entity';
import { Stapelablage } from '../../stapelablage/entities/stapelablage.entity';
import { TeamMitglied } from '../../unterrichtsmodule/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Benutzer } from '../../benutzer/entities/benutzer.entity';
import { dataSourceOptions, isMysqlUrl } from '../../database/data-source-options';
import { createTestDataSource, type TestDatabase } from '../../database/testing/test-database';
import { ALLE_ENTITIES } from '../../database/testing/alle-entities';
import { seedDemo } from './demo-seed';

const DRIVERS: { driver: string; env: Record<string, string | undefined> }[] = [
  { driver: 'better-sqlite3', env: { DATABASE_URL: 'sqlite::memory:' } },
  ...(isMysqlUrl(process.env['DATABASE_URL'] ?? '') ? [{ driver: 'mysql', env: process.env }] : []),
];

/** Test-only code source; the app passes its cryptographic code generator. */
const testCode = () => randomBytes(8).toString('hex');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every table the seed fills; a second run must not add a row to any of them. */
const SEEDED_TABLES: EntityTarget<ObjectLiteral>[] = [
  Schule,
  Benutzer,
  Schuelergruppe,
  SchuelerInGruppe,
  FlashcardsKategorie,
  Unterrichtsmodul,
  Unterrichtsmodulteil,
  Pruefung,
  Pruefungsteil,
  Wettbewerb,
  SchuelerImWettbewerb,
  TeamMitglied,
  GeteilterStapel,
  Stapelablage,
];

/** 'YYYY-MM-DD' (UTC) seven days after `time`. */
const inSevenDays = (time: number) => new Date(time + 7 * DAY_MS).toISOString().slice(0, 10);

describe.each(DRIVERS)('seedDemo on $driver', ({ env }) => {
  let testDatabase: TestDatabase;
  let dataSource: DataSource;
  /** Time window of the first seed run (Date.now() before and after). */
  let seededBetween: [number, number] = [0, 0];

  beforeAll(async () => {
    testDatabase = await createTestDataSource(env);
    // migrationsRun: true — initialize() migrates, as on application start.
    dataSource = await new DataSource(testDatabase.options).initialize();
  }, 60_000);

  afterAll(async () => {
    if (dataSource?.isInitialized) {
      await dataSource.destroy();
    }
    await testDatabase?.dispose();
  });

  it('seeds an empty database and returns one distinct login code per role', async () => {
    const before = Date.now();
    const logins = await seedDemo(dataSource, testCode);
    seededBetween = [before, Date.now()];
    expect(logins).not.toBeNull();
    expect(Object.keys(logins ?? {}).sort()).toEqual([
      'mainAdmin',
      'pupil1',
      'pupil2',
      'pupil3',
      'teacher',
      'teacherAdmin',
    ]);
    expect(new Set(Object.values(logins ?? {})).size).toBe(6);

    const users = dataSource.getRepository(Benutzer);
    const byCode = async (code: string | undefined) => users.findOneByOrFail({ anmeldecode: code ?? '' });
    const mainAdmin = await byCode(logins?.mainAdmin);
    expect(mainAdmin).toMatchObject({ ist_main_admin: true, schule_id: null });

    const [schule] = await dataSource.getRepository(Schule).find();
    expect(schule?.lizenz_jahr).toBe(new Date().getUTCFullYear());
    expect(schule?.land).toBe('CH');

    const teacherAdmin = await byCode(logins?.teacherAdmin);
    expect(teacherAdmin).toMatchObject({
      schule_id: schule?.id,
      ist_schueler: false,
      kann_lehrpersonen_bearbeiten: true,
      kann_schuldaten_bearbeiten: true,
      kann_stapel_veroeffentlichen: true,
    });
    const teacher = await byCode(logins?.teacher);
    expect(teacher).toMatchObject({
      schule_id: schule?.id,
      ist_schueler: false,
      kann_lehrpersonen_bearbeiten: false,
      kann_schuldaten_bearbeiten: false,
    });
    expect(teacher.klassen_code).toBe(teacherAdmin.klassen_code);

    const pupils = await Promise.all([logins?.pupil1, logins?.pupil2, logins?.pupil3].map(byCode));
    for (const pupil of pupils) {
      expect(pupil).toMatchObject({
        ist_schueler: true,
        schule_id: schule?.id,
        klassen_code: teacherAdmin.klassen_code,
        kann_stapel_veroeffentlichen: false,
      });
    }
    const [gruppe] = await dataSource.getRepository(Schuelergruppe).find();
    expect(gruppe?.klassen_code).toBe(teacherAdmin.klassen_code);
    const members = await dataSource
      .getRepository(SchuelerInGruppe)
      .findBy({ schueler_gruppe_id: gruppe?.id ?? 0 });
    expect(members.map((member) => member.benutzer_id).sort()).toEqual(
      pupils.map((pupil) => pupil.id).sort(),
    );
    expect(await dataSource.getRepository(FlashcardsKategorie).count()).toBe(3);
  });

  it("seeds the teacher's published stack A with one card per basic answer mode", async () => {
    const teacherAdmin = await dataSource
      .getRepository(Benutzer)
      .findOneByOrFail({ benutzername: 'amueller' });
    const stack = await dataSource
      .getRepository(Unterrichtsmodul)
      .findOneByOrFail({ bezeichnung: 'Englisch: Unregelmässige Verben' });
    expect(stack).toMatchObject({
      eigentuemer_id: teacherAdmin.id,
      autor: 'Anna Müller',
      ist_veroeffentlicht: true,
      public_autor_pseudonym: 'A. Müller',
      public_bemerkungen: 'Die wichtigsten unregelmässigen Verben',
    });
    for (const date of [stack.datum, stack.public_datum]) {
      // Whole seconds on MariaDB: compare with a one-second margin.
      expect(date?.getTime()).toBeGreaterThanOrEqual(seededBetween[0] - 1000);
      expect(date?.getTime()).toBeLessThanOrEqual(seededBetween[1] + 1000);
    }
    expect(await kategorieOf(stack)).toBe('Englisch');

    const cards = await cardsOf(stack);
    expect(cards.map((card) => [card.frage, answerModeOf(toKarte(card, ''))])).toEqual([
      ['go – went – ?', ANSWER_MODE.MUENDLICH],
      ['Übersetze: schwimmen', ANSWER_MODE.SCHRIFTLICH],
      ['Welche Form ist richtig? I have … the book.', ANSWER_MODE.MULTIPLE_CHOICE],
      ['«ran» ist die Vergangenheitsform von «run».', ANSWER_MODE.WAHR_ODER_FALSCH],
    ]);
    expect(cards.map((card) => card.wahroderfalsch)).toEqual([-1, -1, -1, 1]);
    for (const card of cards) {
      expect(card).toMatchObject({ autor_id: teacherAdmin.id, aktiv: true, stapelfach_nr: 1 });
    }
    const [oral, written, multipleChoice] = cards;
    expect(oral).toMatchObject({ antwort1: 'gone', antwort2: null, anzahl_antworten: 4 });
    expect(written).toMatchObject({
      antwort1: 'swim',
      mussfrageschriftlichbeantworten: true,
      antwort2: null,
    });
    expect(multipleChoice).toMatchObject({
      anzahl_antworten: 3,
      antwort1: 'read',
      antwort1_richtig: true,
      antwort2: 'readed',
      antwort2_richtig: false,
      antwort3: 'reading',
      antwort3_richtig: false,
      antwort4: null,
    });
  });

  it("seeds pupil1's unpublished stack B with two oral cards", async () => {
    const pupil1 = await dataSource.getRepository(Benutzer).findOneByOrFail({ benutzername: 'lena' });
    const stack = await dataSource
      .getRepository(Unterrichtsmodul)
      .findOneByOrFail({ bezeichnung: 'Französisch: Begrüssungen' });
    expect(stack).toMatchObject({
      eigentuemer_id: pupil1.id,
      ist_veroeffentlicht: false,
      public_datum: null,
    });
    expect(await kategorieOf(stack)).toBe('Französisch');
    const cards = await cardsOf(stack);
    expect(cards.map((card) => [card.frage, card.antwort1, answerModeOf(toKarte(card, ''))])).toEqual([
      ['Guten Tag', 'Bonjour', ANSWER_MODE.MUENDLICH],
      ['Auf Wiedersehen', 'Au revoir', ANSWER_MODE.MUENDLICH],
    ]);
    expect(cards.every((card) => card.autor_id === pupil1.id)).toBe(true);
    // One card marked for correction: the 'Meine Flashcards' badge of pupil1 shows a real number.
    expect(cards.map((card) => card.korrekturmarkierung)).toEqual([false, true]);
  });

  it('makes the second teacher a team member of stack A with team editing on; stack B has no team', async () => {
    const teacher = await dataSource.getRepository(Benutzer).findOneByOrFail({ benutzername: 'tweber' });
    const stacks = dataSource.getRepository(Unterrichtsmodul);
    const englisch = await stacks.findOneByOrFail({ bezeichnung: 'Englisch: Unregelmässige Verben' });
    const franzoesisch = await stacks.findOneByOrFail({ bezeichnung: 'Französisch: Begrüssungen' });
    expect(englisch.wird_gemeinsam_bearbeitet).toBe(true);
    expect(franzoesisch.wird_gemeinsam_bearbeitet).toBe(false);
    const team = await dataSource.getRepository(TeamMitglied).find();
    expect(team.map((row) => [row.unterrichtsmodul_id, row.benutzer_id])).toEqual([
      [englisch.id, teacher.id],
    ]);
  });

  it('shares stack A with pupil1 as an assignment due seven days after the seed', async () => {
    const pupil1 = await dataSource.getRepository(Benutzer).findOneByOrFail({ benutzername: 'lena' });
    const englisch = await dataSource
      .getRepository(Unterrichtsmodul)
      .findOneByOrFail({ bezeichnung: 'Englisch: Unregelmässige Verben' });
    const shares = await dataSource.getRepository(GeteilterStapel).find();
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({
      unterrichtsmodule_id: englisch.id,
      geteilt_mit_benutzer_id: pupil1.id,
      ist_aufgabe: true,
      aufgabe: 'Lerne die unregelmässigen Verben bis Freitag.',
    });
    expect([inSevenDays(seededBetween[0]), inSevenDays(seededBetween[1])]).toContain(
      shares[0]?.aufgabe_abgabe_bis,
    );
  });

  it('hands stack B in from pupil1 (sender) to amueller (reviewer), waiting for review', async () => {
    const users = dataSource.getRepository(Benutzer);
    const pupil1 = await users.findOneByOrFail({ benutzername: 'lena' });
    const teacherAdmin = await users.findOneByOrFail({ benutzername: 'amueller' });
    const franzoesisch = await dataSource
      .getRepository(Unterrichtsmodul)
      .findOneByOrFail({ bezeichnung: 'Französisch: Begrüssungen' });
    const records = await dataSource.getRepository(Stapelablage).find();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      unterrichtsmodule_id: franzoesisch.id,
      stapel_absender_id: pupil1.id,
      stapel_eigentuemer_id: teacherAdmin.id,
      status: 'Warten auf Überprüfung',
      ist_korrigiert_und_ok: false,
    });
  });

  it('seeds the released class exam over stack A: one part of 2 points per card', async () => {
    const teacherAdmin = await dataSource
      .getRepository(Benutzer)
      .findOneByOrFail({ benutzername: 'amueller' });
    const stack = await dataSource
      .getRepository(Unterrichtsmodul)
      .findOneByOrFail({ bezeichnung: 'Englisch: Unregelmässige Verben' });
    const exam = await dataSource
      .getRepository(Pruefung)
      .findOneByOrFail({ titel: 'Englisch Verben – Test 1' });
    expect(exam).toMatchObject({
      klassen_code: 'DEMO-1A',
      schule_id: teacherAdmin.schule_id,
      ersteller_benutzer_id: teacherAdmin.id,
      unterrichtsmodul_id: stack.id,
      freigegeben: true,
      ist_korrigiert: false,
      anweisung_vor_pruefung: 'Du hast 20 Minuten Zeit. Lies jede Frage genau.',
      gesamtpunktezahl: 8,
    });
    expect(exam.klassen_code).toBe(teacherAdmin.klassen_code);
    expect([inSevenDays(seededBetween[0]), inSevenDays(seededBetween[1])]).toContain(exam.datum);

    const parts = await dataSource
      .getRepository(Pruefungsteil)
      .find({ where: { pruefung_id: exam.id }, order: { unterrichtsmodulteil_id: 'ASC' } });
    const cards = await cardsOf(stack);
    expect(parts.map((part) => [part.unterrichtsmodulteil_id, part.punkte])).toEqual(
      cards.map((card) => [card.id, 2]),
    );
  });

  it('seeds a race over stack A that pupil1 has not started, with three participants', async () => {
    const users = dataSource.getRepository(Benutzer);
    const [pupil1, pupil2, pupil3] = await Promise.all(
      ['lena', 'jonas', 'mia'].map((benutzername) => users.findOneByOrFail({ benutzername })),
    );
    const stack = await dataSource
      .getRepository(Unterrichtsmodul)
      .findOneByOrFail({ bezeichnung: 'Englisch: Unregelmässige Verben' });
    const races = await dataSource.getRepository(Wettbewerb).find();
    expect(races).toHaveLength(1);
    expect(races[0]).toMatchObject({
      unterrichtsmodul_id: stack.id,
      modultitel: 'Englisch: Unregelmässige Verben',
      modus: 1,
      start_benutzer_id: pupil1?.id,
      ist_gestartet: false,
      startzeit: null,
      sieger_benutzer_id: null,
      anzahl_fragen_beantwortet: 0,
      schule_id: pupil1?.schule_id,
    });
    const participants = await dataSource
      .getRepository(SchuelerImWettbewerb)
      .find({ where: { wettbewerb_id: races[0]?.id ?? 0 }, order: { start_nr: 'ASC' } });
    expect(
      participants.map((p) => [p.benutzer_id, p.start_nr, p.einladung_angenommen, p.position, p.farbe]),
    ).toEqual([
      [pupil1?.id, 1, true, 0, null],
      [pupil2?.id, 2, true, 0, null],
      [pupil3?.id, 3, false, 0, null],
    ]);
  });

  it('does nothing on a database that is not empty', async () => {
    const before = await Promise.all(SEEDED_TABLES.map((table) => dataSource.getRepository(table).count()));
    expect(before.every((count) => count > 0)).toBe(true);
    expect(await seedDemo(dataSource, testCode)).toBeNull();
    expect(await Promise.all(SEEDED_TABLES.map((table) => dataSource.getRepository(table).count()))).toEqual(
      before,
    );
  });

  async function kategorieOf(stack: Unterrichtsmodul): Promise<string> {
    const kategorie = await dataSource
      .getRepository(FlashcardsKategorie)
      .findOneByOrFail({ id: stack.flashcards_kategorie_id ?? 0 });
    return kategorie.kategorie;
  }

  async function cardsOf(stack: Unterrichtsmodul): Promise<Unterrichtsmodulteil[]> {
    return dataSource
      .getRepository(Unterrichtsmodulteil)
      .find({ where: { unterrichtsmodule_id: stack.id }, order: { id: 'ASC' } });
  }

  it('with content false seeds the school, users and topic but no stacks, exams, races, shares or hand-ins', async () => {
    const fresh = await createTestDataSource(env);
    const other = await new DataSource(fresh.options).initialize();
    try {
      expect(await seedDemo(other, testCode, { content: false })).not.toBeNull();
      expect(await other.getRepository(Benutzer).count()).toBe(6);
      expect(await other.getRepository(FlashcardsKategorie).count()).toBe(3);
      for (const table of [
        Unterrichtsmodul,
        Unterrichtsmodulteil,
        Pruefung,
        Pruefungsteil,
        Wettbewerb,
        TeamMitglied,
        GeteilterStapel,
        Stapelablage,
      ]) {
        expect(await other.getRepository(table).count()).toBe(0);
      }
    } finally {
      await other.destroy();
      await fresh.dispose();
    }
  }, 60_000);

  it('fails instead of reusing a code when the generator repeats itself', async () => {
    const fresh = await createTestDataSource(env);
    const other = await new DataSource(fresh.options).initialize();
    try {
      await expect(seedDemo(other, () => 'SAMECODE00')).rejects.toThrow();
      expect(await other.getRepository(Benutzer).count()).toBe(0);
    } finally {
      await other.destroy();
      await fresh.dispose();
    }
  }, 60_000);
});

describe('embedded default database', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lernstapel-seed-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates and seeds a file database once; a restart keeps the data and does not seed again', async () => {
    const options = { ...dataSourceOptions({ DATA_DIR: join(dir, 'data') }), entities: ALLE_ENTITIES };
    const first = await new DataSource(options).initialize();
    const logins = await seedDemo(first, testCode);
    await first.destroy();
    expect(logins).not.toBeNull();

    const second = await new DataSource(options).initialize();
    try {
      expect(await second.showMigrations()).toBe(false);
      expect(await seedDemo(second, testCode)).toBeNull();
      expect(
        await second.getRepository(Benutzer).findOneBy({ anmeldecode: logins?.teacher ?? '' }),
      ).not.toBeNull();
    } finally {
      await second.destroy();
    }
  }, 60_000);
});
