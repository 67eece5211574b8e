import request from 'supertest';
import { addDemoGroup } from '../benutzer/klasse-fixture';
import { SchuelerInGruppe } from '../schuelergruppen/entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from '../schuelergruppen/entities/schuelergruppe.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

const GETEILT =
  'Der Stapel wurde mit den ausgewählten Benutzern geteilt und erscheint nun in deren Briefkästen';
const TEAM = 'Der Stapel wurde zur Bearbeitung im Team mit den ausgewählten Teilnehmern freigegeben.';

/** Issue 9: sharing to mailboxes, removing from the mailbox, team editing (01 §2, §4, §5, §6, §8). */
describe('sharing, mailbox and team editing', () => {
  let testApp: TestApp;
  let user: DemoCallers['user'];
  let cookie: DemoCallers['cookie'];
  let schoolB: OtherSchool;
  let mia: { id: number; cookie: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ user, cookie } = await demoCallers(testApp));
    schoolB = await addOtherSchool(testApp.dataSource);
    const miaUser = await userByCode(testApp.dataSource, testApp.logins.pupil3);
    mia = { id: miaUser.id, cookie: await sessionCookieFor(testApp, testApp.logins.pupil3) };
  });
  afterAll(async () => {
    await testApp.close();
  });

  const stacks = () => testApp.dataSource.getRepository(Unterrichtsmodul);
  const shares = () => testApp.dataSource.getRepository(GeteilterStapel);
  const post = (path: string, as: string, body: object) =>
    request(testApp.server).post(`/api/unterrichtsmodule/${path}`).set('Cookie', as).send(body);
  const neuerStapel = (eigentuemer_id: number, bezeichnung = 'Geteilt') =>
    stacks().save({ bezeichnung, eigentuemer_id });

  describe('POST /api/unterrichtsmodule/teilen', () => {
    it('a teacher shares with users and a group as an assignment; the recipients find it in their mailbox', async () => {
      const modul = await neuerStapel(user.tweber.id, 'Unit 4');
      const gruppe = await addDemoGroup(testApp.dataSource, 'Englisch A');
      await testApp.dataSource.getRepository(SchuelerInGruppe).save([
        { schueler_gruppe_id: gruppe.id, benutzer_id: user.jonas.id },
        { schueler_gruppe_id: gruppe.id, benutzer_id: mia.id },
      ]);
      const response = await post('teilen', cookie.tweber, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.lena.id, user.jonas.id],
        schuelergruppenids: [gruppe.id],
        ist_aufgabe: true,
        aufgabe: ' Lerne die Wörter. ',
        aufgabe_abgabe_bis: '2026-12-04',
      }).expect(200);
      expect(response.body.message).toBe(GETEILT);
      expect(response.body.unterrichtsmodul).toMatchObject({
        id: modul.id,
        geteilt_mit: ['Jonas Frei', 'Lena Keller', 'Mia Baumann'],
        geteiltebenutzer: 'Jonas Frei, Lena Keller, Mia B…',
      });
      const mailbox = await request(testApp.server)
        .get(`/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${mia.id}`)
        .set('Cookie', mia.cookie)
        .expect(200);
      expect(mailbox.body.allegeteilteFuerBenutzer[0]).toMatchObject({
        unterrichtsmodule_id: modul.id,
        eigentuemer: 'Thomas Weber',
        ist_aufgabe: true,
        aufgabe: 'Lerne die Wörter.',
        aufgabe_abgabe_bis: '2026-12-04',
      });
    });

    it('sharing again updates the assignment fields, one mailbox entry per recipient', async () => {
      const modul = await neuerStapel(user.tweber.id);
      const body = { unterrichtsmodule_id: modul.id, benutzerids: [user.lena.id] };
      await post('teilen', cookie.tweber, { ...body, ist_aufgabe: true, aufgabe: 'Erst' }).expect(200);
      await post('teilen', cookie.tweber, body).expect(200);
      const rows = await shares().findBy({ unterrichtsmodule_id: modul.id });
      expect(rows).toEqual([
        expect.objectContaining({ geteilt_mit_benutzer_id: user.lena.id, ist_aufgabe: false, aufgabe: null }),
      ]);
    });

    it('a pupil shares with classmates and their own group, never with themself', async () => {
      const modul = await neuerStapel(user.lena.id);
      const gruppe = await addDemoGroup(testApp.dataSource, 'Lenas Gruppe');
      await testApp.dataSource.getRepository(SchuelerInGruppe).save([
        { schueler_gruppe_id: gruppe.id, benutzer_id: user.lena.id },
        { schueler_gruppe_id: gruppe.id, benutzer_id: mia.id },
      ]);
      await post('teilen', cookie.lena, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.jonas.id],
        schuelergruppenids: [gruppe.id],
      }).expect(200);
      const empfaenger = (await shares().findBy({ unterrichtsmodule_id: modul.id })).map(
        (row) => row.geteilt_mit_benutzer_id,
      );
      expect(empfaenger.sort()).toEqual([user.jonas.id, mia.id].sort());
    });

    it.each<[string, (ids: { modul: number }) => object, 'lena' | 'tweber', number, string]>([
      [
        'no recipient',
        ({ modul }) => ({ unterrichtsmodule_id: modul, benutzerids: [] }),
        'tweber',
        400,
        'validierung.keinEmpfaenger',
      ],
      [
        'an assignment without description',
        ({ modul }) => ({ unterrichtsmodule_id: modul, benutzerids: [2], ist_aufgabe: true, aufgabe: ' ' }),
        'tweber',
        400,
        'validierung.aufgabeFehlt',
      ],
      [
        'a bad due date',
        ({ modul }) => ({
          unterrichtsmodule_id: modul,
          benutzerids: [2],
          ist_aufgabe: true,
          aufgabe: 'A',
          aufgabe_abgabe_bis: '2026-02-30',
        }),
        'tweber',
        400,
        'teilen.datumUngueltig',
      ],
    ])('refuses %s and shares nothing', async (_fall, body, wer, status, key) => {
      const modul = await neuerStapel(user[wer].id);
      const response = await post('teilen', cookie[wer], body({ modul: modul.id })).expect(status);
      expect(response.body.error).toBe(key);
      expect(await shares().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
    });

    it('refuses a pupil an assignment (403) and sharing with themself (400)', async () => {
      const modul = await neuerStapel(user.lena.id);
      const aufgabe = await post('teilen', cookie.lena, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.jonas.id],
        ist_aufgabe: true,
        aufgabe: 'Lernen',
      }).expect(403);
      expect(aufgabe.body.error).toBe('teilen.aufgabeNurLehrpersonen');
      const selbst = await post('teilen', cookie.lena, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.lena.id],
      }).expect(400);
      expect(selbst.body.error).toBe('teilen.nichtMitDirSelbst');
      expect(await shares().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
    });

    it("refuses users and groups of another school (403) and another's stack (403 / 404)", async () => {
      const modul = await neuerStapel(user.tweber.id);
      const fremd = await post('teilen', cookie.tweber, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.lena.id, schoolB.pupil.id],
      }).expect(403);
      expect(fremd.body.error).toBe('teilen.empfaengerUnbekannt');
      const gruppeB = await testApp.dataSource
        .getRepository(Schuelergruppe)
        .save({ bezeichnung: 'B', klassen_code: schoolB.klassenCode, schule_id: schoolB.schuleId });
      await post('teilen', cookie.tweber, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [],
        schuelergruppenids: [gruppeB.id],
      }).expect(403);
      await post('teilen', cookie.amueller, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.lena.id],
      }).expect(404);
      await shares().save({ unterrichtsmodule_id: modul.id, geteilt_mit_benutzer_id: user.jonas.id });
      const empfaenger = await post('teilen', cookie.jonas, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.lena.id],
      }).expect(403);
      expect(empfaenger.body.error).toBe('unterrichtsmodule.nurEigentuemer');
      expect(await shares().countBy({ unterrichtsmodule_id: modul.id })).toBe(1);
    });

    it('needs the school licence of the current year: the spec text, nothing shared', async () => {
      const modul = await neuerStapel(user.tweber.id);
      const schulen = testApp.dataSource.getRepository(Schule);
      const year = new Date().getFullYear();
      await schulen.update({ id: user.tweber.schule_id ?? 0 }, { lizenz_jahr: year - 1 });
      try {
        const response = await post('teilen', cookie.tweber, {
          unterrichtsmodule_id: modul.id,
          benutzerids: [user.lena.id],
        }).expect(403);
        expect(response.body.message).toBe(
          `Keine Schul-Lizenz für das Jahr ${year} für diese Funktion vorhanden...`,
        );
        const team = await post('gemeinsamerstapel', cookie.tweber, {
          unterrichtsmodule_id: modul.id,
          benutzerids: [user.lena.id],
        }).expect(403);
        expect(team.body.error).toBe('lizenz.keineLizenzFunktion');
      } finally {
        await schulen.update({ id: user.tweber.schule_id ?? 0 }, { lizenz_jahr: year });
      }
      expect(await shares().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
      expect(
        await testApp.dataSource.getRepository(TeamMitglied).countBy({ unterrichtsmodul_id: modul.id }),
      ).toBe(0);
    });
  });

  describe('POST /api/unterrichtsmodule/briefkasten/entfernen', () => {
    it('removes an own mailbox entry and answers the mailbox; the stack stays', async () => {
      const modul = await neuerStapel(user.tweber.id, 'Weg damit');
      const share = await shares().save({
        unterrichtsmodule_id: modul.id,
        geteilt_mit_benutzer_id: user.jonas.id,
      });
      const response = await post('briefkasten/entfernen', cookie.jonas, { id: share.id }).expect(200);
      expect(response.body.allegeteilteFuerBenutzer.map((e: { id: number }) => e.id)).not.toContain(share.id);
      expect(await shares().countBy({ id: share.id })).toBe(0);
      expect(await stacks().countBy({ id: modul.id })).toBe(1);
    });

    it("answers 404 for someone else's entry, even to the stack's owner, and removes nothing", async () => {
      const modul = await neuerStapel(user.tweber.id);
      const share = await shares().save({
        unterrichtsmodule_id: modul.id,
        geteilt_mit_benutzer_id: user.jonas.id,
      });
      for (const as of [cookie.lena, cookie.tweber]) {
        await post('briefkasten/entfernen', as, { id: share.id }).expect(404);
      }
      expect(await shares().countBy({ id: share.id })).toBe(1);
    });
  });

  describe('team editing', () => {
    const team = () => testApp.dataSource.getRepository(TeamMitglied);

    it('the owner shares for team editing; members see it under team stacks; the list replaces earlier members', async () => {
      const modul = await neuerStapel(user.tweber.id, 'Gemeinsam');
      const first = await post('gemeinsamerstapel', cookie.tweber, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.lena.id, user.amueller.id],
      }).expect(200);
      expect(first.body.message).toBe(TEAM);
      expect(first.body.unterrichtsmodul.wird_gemeinsam_bearbeitet).toBe(true);
      const teamStapel = await request(testApp.server)
        .get(`/api/unterrichtsmodule/gemeinsamestapel/${user.lena.id}`)
        .set('Cookie', cookie.lena)
        .expect(200);
      expect(teamStapel.body.gemeinsameStapel.map((s: { id: number }) => s.id)).toContain(modul.id);
      await post('gemeinsamerstapel', cookie.tweber, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.jonas.id],
      }).expect(200);
      const mitglieder = (await team().findBy({ unterrichtsmodul_id: modul.id })).map(
        (row) => row.benutzer_id,
      );
      expect(mitglieder).toEqual([user.jonas.id]);
    });

    it('the owner ends team editing: members lose access at once', async () => {
      const modul = await neuerStapel(user.tweber.id, 'Ende');
      await post('gemeinsamerstapel', cookie.tweber, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.lena.id],
      }).expect(200);
      await request(testApp.server)
        .get(`/api/unterrichtsmodule/byid/${modul.id}`)
        .set('Cookie', cookie.lena)
        .expect(200);
      const response = await post('gemeinsamerstapel/beenden', cookie.tweber, {
        unterrichtsmodule_id: modul.id,
      }).expect(200);
      expect(response.body).toMatchObject({
        message: 'Die Bearbeitung im Team wurde beendet.',
        unterrichtsmodul: { wird_gemeinsam_bearbeitet: false },
      });
      expect(await team().countBy({ unterrichtsmodul_id: modul.id })).toBe(0);
      await request(testApp.server)
        .get(`/api/unterrichtsmodule/byid/${modul.id}`)
        .set('Cookie', cookie.lena)
        .expect(404);
    });

    it.each<[string, (ids: { tweber: number; b: number }) => number[], number, string]>([
      ['no member', () => [], 400, 'teilen.teamOhneTeilnehmer'],
      ['the owner themself', (ids) => [ids.tweber], 400, 'teilen.teamNichtMitDirSelbst'],
      ['a user of another school', (ids) => [ids.b], 403, 'teilen.empfaengerUnbekannt'],
    ])('refuses %s and changes nothing', async (_fall, members, status, key) => {
      const modul = await neuerStapel(user.tweber.id);
      const ids = { tweber: user.tweber.id, b: schoolB.teacher.id };
      const response = await post('gemeinsamerstapel', cookie.tweber, {
        unterrichtsmodule_id: modul.id,
        benutzerids: members(ids),
      }).expect(status);
      expect(response.body.error).toBe(key);
      expect(await team().countBy({ unterrichtsmodul_id: modul.id })).toBe(0);
      expect((await stacks().findOneByOrFail({ id: modul.id })).wird_gemeinsam_bearbeitet).toBe(false);
    });

    it('a team member may neither share the stack for team editing nor end it (non-owners lose these options)', async () => {
      const modul = await neuerStapel(user.tweber.id);
      await post('gemeinsamerstapel', cookie.tweber, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.amueller.id],
      }).expect(200);
      await post('gemeinsamerstapel', cookie.amueller, {
        unterrichtsmodule_id: modul.id,
        benutzerids: [user.lena.id],
      }).expect(403);
      await post('gemeinsamerstapel/beenden', cookie.amueller, { unterrichtsmodule_id: modul.id }).expect(
        403,
      );
      expect((await team().findBy({ unterrichtsmodul_id: modul.id })).map((row) => row.benutzer_id)).toEqual([
        user.amueller.id,
      ]);
    });
  });
});
