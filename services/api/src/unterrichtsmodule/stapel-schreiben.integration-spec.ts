import request from 'supertest';
import { Benutzerordner } from '../benutzerordner/entities/benutzerordner.entity';
import { Benutzereinstellung } from '../benutzereinstellungen/entities/benutzereinstellung.entity';
import type { Benutzer } from '../benutzer/entities/benutzer.entity';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { Stapelablage } from '../stapelablage/entities/stapelablage.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';
import { Stapelergebnis } from '../stapelergebnisse/entities/stapelergebnis.entity';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Wettbewerb } from '../wettbewerbe/entities/wettbewerb.entity';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

/** Issue 9: the stack dialog (01 §2, §5) and 'Stapel löschen'. */
describe('POST /api/unterrichtsmodule and /delete', () => {
  let testApp: TestApp;
  let user: DemoCallers['user'];
  let cookie: DemoCallers['cookie'];
  let schoolB: OtherSchool;
  let englisch: FlashcardsKategorie;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ user, cookie } = await demoCallers(testApp));
    schoolB = await addOtherSchool(testApp.dataSource);
    englisch = await testApp.dataSource
      .getRepository(FlashcardsKategorie)
      .findOneByOrFail({ kategorie: 'Englisch' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const stacks = () => testApp.dataSource.getRepository(Unterrichtsmodul);
  const post = (path: string, as: string, body: object) =>
    request(testApp.server).post(`/api/unterrichtsmodule${path}`).set('Cookie', as).send(body);

  describe('create and edit', () => {
    it('creates a stack of the caller and answers it, the own list and the folders', async () => {
      const response = await post('', cookie.lena, {
        unterrichtsModul: {
          bezeichnung: '  Verben  ',
          flashcards_kategorie_id: englisch.id,
          faecher: 'Englisch Verben',
        },
      }).expect(200);
      expect(response.body.unterrichtsmodul).toMatchObject({
        bezeichnung: 'Verben',
        kategorie: 'Englisch',
        thema: 'Sprachen',
        faecher: 'Englisch Verben',
        jahrgangsstufen: null,
        benutzer_ordner_id: null,
        anzahl_modulteile: 0,
      });
      const row = await stacks().findOneByOrFail({ id: response.body.unterrichtsmodul.id });
      expect(row.eigentuemer_id).toBe(user.lena.id);
      expect(response.body.unterrichtsmodule.map((s: { id: number }) => s.id)).toContain(row.id);
      expect(response.body.benutzerordner).toEqual([]);
    });

    it("'Neuer Ordner' (id 0 with a name) creates the folder and puts the stack in it", async () => {
      const response = await post('', cookie.tweber, {
        unterrichtsModul: { bezeichnung: 'Im Ordner', flashcards_kategorie_id: englisch.id },
        benutzerOrdner: { id: 0, name: 'Englisch 7b' },
      }).expect(200);
      const [ordner] = response.body.benutzerordner;
      expect(ordner).toMatchObject({ name: 'Englisch 7b', benutzer_id: user.tweber.id, anzahl_dateien: 1 });
      expect(response.body.unterrichtsmodul.benutzer_ordner_id).toBe(ordner.id);
    });

    it('edits the properties of an own stack and keeps the owner', async () => {
      const modul = await stacks().save({ bezeichnung: 'Alt', eigentuemer_id: user.tweber.id });
      const response = await post('', cookie.tweber, {
        unterrichtsModul: {
          id: modul.id,
          bezeichnung: 'Neu',
          flashcards_kategorie_id: englisch.id,
          jahrgangsstufen: '7',
        },
      }).expect(200);
      expect(response.body.unterrichtsmodul).toMatchObject({
        id: modul.id,
        bezeichnung: 'Neu',
        jahrgangsstufen: '7',
      });
      expect((await stacks().findOneByOrFail({ id: modul.id })).eigentuemer_id).toBe(user.tweber.id);
    });

    it.each<[string, object, string]>([
      ['blank title', { bezeichnung: ' ', flashcards_kategorie_id: 1 }, 'validierung.titelFehlt'],
      ['no category', { bezeichnung: 'X', flashcards_kategorie_id: 0 }, 'validierung.kategorieFehlt'],
      [
        'unknown category',
        { bezeichnung: 'X', flashcards_kategorie_id: 9999 },
        'unterrichtsmodule.kategorieUnbekannt',
      ],
    ])('refuses %s with a German 400 and stores nothing', async (_fall, unterrichtsModul, key) => {
      const before = await stacks().count();
      const response = await post('', cookie.lena, { unterrichtsModul }).expect(400);
      expect(response.body.error).toBe(key);
      expect(response.body.message).toEqual(expect.any(String));
      expect(await stacks().count()).toBe(before);
    });

    it('refuses a blank title and no category together, both in details', async () => {
      const response = await post('', cookie.lena, {
        unterrichtsModul: { bezeichnung: '', flashcards_kategorie_id: 0 },
      }).expect(400);
      expect(response.body.details).toEqual(['Bitte gib einen Titel ein.', 'Bitte wähle eine Kategorie.']);
    });

    it("refuses another user's folder (404), the team pseudo-folder (400) and a taken folder name (400)", async () => {
      const fremd = await testApp.dataSource
        .getRepository(Benutzerordner)
        .save({ benutzer_id: user.jonas.id, name: 'Jonas', name_schluessel: 'jonas' });
      await testApp.dataSource
        .getRepository(Benutzerordner)
        .save({ benutzer_id: user.lena.id, name: 'Mathe', name_schluessel: 'mathe' });
      const modul = { bezeichnung: 'X', flashcards_kategorie_id: englisch.id };
      await post('', cookie.lena, { unterrichtsModul: { ...modul, benutzer_ordner_id: fremd.id } }).expect(
        404,
      );
      const team = await post('', cookie.lena, {
        unterrichtsModul: { ...modul, benutzer_ordner_id: 1234567890 },
      }).expect(400);
      expect(team.body.error).toBe('ordner.teamOrdnerNichtWaehlbar');
      const doppelt = await post('', cookie.lena, {
        unterrichtsModul: modul,
        benutzerOrdner: { id: 0, name: 'MATHE' },
      }).expect(400);
      expect(doppelt.body.error).toBe('validierung.ordnerExistiert');
      expect(await stacks().countBy({ eigentuemer_id: user.lena.id, bezeichnung: 'X' })).toBe(0);
    });

    it('a team member, a share recipient and another school cannot edit the stack (403 / 404), and nothing changes', async () => {
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
      const body = {
        unterrichtsModul: { id: modul.id, bezeichnung: 'Gekapert', flashcards_kategorie_id: englisch.id },
      };
      for (const as of [cookie.lena, cookie.jonas]) {
        const response = await post('', as, body).expect(403);
        expect(response.body.error).toBe('unterrichtsmodule.nurEigentuemer');
      }
      await post('', await sessionCookieFor(testApp, schoolB.teacher.code), body).expect(404);
      expect((await stacks().findOneByOrFail({ id: modul.id })).bezeichnung).toBe('Team');
    });

    it('main administrators own no stacks (403)', async () => {
      await post('', cookie.mainAdmin, {
        unterrichtsModul: { bezeichnung: 'X', flashcards_kategorie_id: englisch.id },
      }).expect(403);
    });
  });

  describe('delete', () => {
    /** A stack with everything that hangs on it. */
    async function volleStapel(owner: Benutzer): Promise<Unterrichtsmodul> {
      const modul = await stacks().save({
        bezeichnung: 'Voll',
        eigentuemer_id: owner.id,
        wird_gemeinsam_bearbeitet: true,
      });
      const ds = testApp.dataSource;
      await ds.getRepository(Unterrichtsmodulteil).save([
        { unterrichtsmodule_id: modul.id, autor_id: owner.id, frage: 'a' },
        { unterrichtsmodule_id: modul.id, autor_id: user.lena.id, frage: 'b' },
      ]);
      await ds.getRepository(Stapelergebnis).save({
        unterrichtsmodul_id: modul.id,
        benutzer_id: user.lena.id,
        ergebnis: 50,
        anzahl_karten_insg: 2,
      });
      await ds
        .getRepository(GeteilterStapel)
        .save({ unterrichtsmodule_id: modul.id, geteilt_mit_benutzer_id: user.jonas.id });
      await ds.getRepository(TeamMitglied).save({ unterrichtsmodul_id: modul.id, benutzer_id: user.lena.id });
      await ds.getRepository(Stapelablage).save({
        unterrichtsmodule_id: modul.id,
        stapel_absender_id: owner.id,
        stapel_eigentuemer_id: user.amueller.id,
        status: 'Warten auf Überprüfung',
      });
      await ds
        .getRepository(Wettbewerb)
        .save({ unterrichtsmodul_id: modul.id, modultitel: 'Voll', start_benutzer_id: owner.id, modus: 0 });
      const einstellungen = ds.getRepository(Benutzereinstellung);
      await einstellungen.delete({ benutzer_id: user.lena.id, tag: 'lastUModuleID' });
      await einstellungen.save({ benutzer_id: user.lena.id, tag: 'lastUModuleID', intvalue: modul.id });
      await stacks().save({
        bezeichnung: 'Kopie',
        eigentuemer_id: user.jonas.id,
        ist_kopie_von_umodul_id: modul.id,
      });
      return modul;
    }

    it('deletes the stack with its cards, results, shares, team rows, hand-ins, races and last-used settings: no orphans', async () => {
      const modul = await volleStapel(user.tweber);
      const pruefung = await testApp.dataSource.getRepository(Pruefung).save({
        titel: 'Test',
        klassen_code: 'DEMO-1A',
        datum: '2026-12-01',
        schule_id: user.tweber.schule_id,
        unterrichtsmodul_id: modul.id,
        ersteller_benutzer_id: user.tweber.id,
      });
      const response = await post('/delete', cookie.tweber, { id: modul.id }).expect(200);
      expect(response.body.unterrichtsmodule.map((s: { id: number }) => s.id)).not.toContain(modul.id);
      const ds = testApp.dataSource;
      expect(await stacks().countBy({ id: modul.id })).toBe(0);
      expect(await ds.getRepository(Unterrichtsmodulteil).countBy({ unterrichtsmodule_id: modul.id })).toBe(
        0,
      );
      expect(await ds.getRepository(Stapelergebnis).countBy({ unterrichtsmodul_id: modul.id })).toBe(0);
      expect(await ds.getRepository(GeteilterStapel).countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
      expect(await ds.getRepository(TeamMitglied).countBy({ unterrichtsmodul_id: modul.id })).toBe(0);
      expect(await ds.getRepository(Stapelablage).countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
      expect(await ds.getRepository(Wettbewerb).countBy({ unterrichtsmodul_id: modul.id })).toBe(0);
      expect(
        await ds.getRepository(Benutzereinstellung).countBy({ tag: 'lastUModuleID', intvalue: modul.id }),
      ).toBe(0);
      // The copy stays (its source link is cleared); the exam stays without its stack.
      expect(
        await stacks().findOneByOrFail({ bezeichnung: 'Kopie', eigentuemer_id: user.jonas.id }),
      ).toMatchObject({
        ist_kopie_von_umodul_id: null,
      });
      expect(
        (await ds.getRepository(Pruefung).findOneByOrFail({ id: pruefung.id })).unterrichtsmodul_id,
      ).toBeNull();
    });

    it.each(['lena', 'jonas', 'amueller'] as const)(
      'refuses %s (team member, mailbox, hand-in reviewer) with 403 and deletes nothing',
      async (wer) => {
        const modul = await volleStapel(user.tweber);
        const response = await post('/delete', cookie[wer], { id: modul.id }).expect(403);
        expect(response.body.error).toBe('unterrichtsmodule.nurEigentuemer');
        expect(await stacks().countBy({ id: modul.id })).toBe(1);
        expect(
          await testApp.dataSource
            .getRepository(Unterrichtsmodulteil)
            .countBy({ unterrichtsmodule_id: modul.id }),
        ).toBe(2);
      },
    );

    it("answers 404 for another school's stack, an unknown id and a bad body", async () => {
      const fremd = await stacks().save({ bezeichnung: 'B', eigentuemer_id: schoolB.teacher.id });
      await post('/delete', cookie.tweber, { id: fremd.id }).expect(404);
      await post('/delete', cookie.tweber, { id: 987654 }).expect(404);
      const bad = await post('/delete', cookie.tweber, { id: 'x' }).expect(400);
      expect(bad.body.error).toBe('fehler.ungueltigeEingabe');
      expect(await stacks().countBy({ id: fremd.id })).toBe(1);
    });
  });
});
