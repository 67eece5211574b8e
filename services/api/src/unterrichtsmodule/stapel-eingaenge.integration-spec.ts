import request from 'supertest';
import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { genau } from '../testing/vorhanden';

/**
 * Issue 4: the read side of the mailbox and of team stacks, and the correction count of the own list
 * (the dashboard badges and the 30-s background refresh of 01 §2/§4).
 */
describe('mailbox, team stacks and correction counts', () => {
  let testApp: TestApp;
  let amueller: Benutzer;
  let tweber: Benutzer;
  let lena: Benutzer;
  let jonas: Benutzer;
  let mainAdmin: Benutzer;
  let cookie: DemoCallers['cookie'];

  beforeAll(async () => {
    testApp = await createTestApp();
    const callers = await demoCallers(testApp);
    ({ amueller, tweber, lena, jonas, mainAdmin } = callers.user);
    cookie = callers.cookie;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const stacks = () => testApp.dataSource.getRepository(Unterrichtsmodul);
  const cards = () => testApp.dataSource.getRepository(Unterrichtsmodulteil);
  const shares = () => testApp.dataSource.getRepository(GeteilterStapel);
  const team = () => testApp.dataSource.getRepository(TeamMitglied);

  function get(path: string, as: string) {
    return request(testApp.server).get(path).set('Cookie', as);
  }

  describe('GET /api/unterrichtsmodule/{userId}: anzahl_zukorrigierende_modulteile', () => {
    it('counts the cards marked for correction per stack (0 without marks and without cards)', async () => {
      const [markiert, ohneMarke, leer] = genau(
        await stacks().save([
          { bezeichnung: 'K1 markiert', eigentuemer_id: jonas.id },
          { bezeichnung: 'K2 ohne Marke', eigentuemer_id: jonas.id },
          { bezeichnung: 'K3 leer', eigentuemer_id: jonas.id },
        ]),
        3,
      );
      await cards().save([
        { unterrichtsmodule_id: markiert.id, autor_id: jonas.id, frage: 'a', korrekturmarkierung: true },
        { unterrichtsmodule_id: markiert.id, autor_id: jonas.id, frage: 'b', korrekturmarkierung: false },
        { unterrichtsmodule_id: markiert.id, autor_id: jonas.id, frage: 'c', korrekturmarkierung: true },
        { unterrichtsmodule_id: ohneMarke.id, autor_id: jonas.id, frage: 'd' },
      ]);
      const response = await get(`/api/unterrichtsmodule/${jonas.id}`, cookie.jonas).expect(200);
      const counts = response.body.unterrichtsmodule.map(
        (item: { id: number; anzahl_modulteile: number; anzahl_zukorrigierende_modulteile: number }) => [
          item.id,
          item.anzahl_modulteile,
          item.anzahl_zukorrigierende_modulteile,
        ],
      );
      expect(counts).toEqual([
        [markiert.id, 3, 2],
        [ohneMarke.id, 1, 0],
        [leer.id, 0, 0],
      ]);
    });

    it('answers a main administrator their own (empty) list', async () => {
      const response = await get(`/api/unterrichtsmodule/${mainAdmin.id}`, cookie.mainAdmin).expect(200);
      expect(response.body).toEqual({ unterrichtsmodule: [] });
    });
  });

  describe('GET /api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/{userId} (mailbox)', () => {
    let englisch: Unterrichtsmodul;
    let deutsch: Unterrichtsmodul;
    let aufgabeId: number;
    let einfachId: number;

    beforeAll(async () => {
      [englisch, deutsch] = genau(
        await stacks().save([
          { bezeichnung: 'M Englisch', eigentuemer_id: amueller.id },
          { bezeichnung: 'M Deutsch', eigentuemer_id: tweber.id },
        ]),
        2,
      );
      await cards().save([
        { unterrichtsmodule_id: englisch.id, autor_id: amueller.id, frage: 'one' },
        { unterrichtsmodule_id: englisch.id, autor_id: amueller.id, frage: 'two' },
      ]);
      const [aufgabe, einfach] = genau(
        await shares().save([
          {
            unterrichtsmodule_id: englisch.id,
            geteilt_mit_benutzer_id: lena.id,
            ist_aufgabe: true,
            aufgabe: 'Lerne die Verben.',
            aufgabe_abgabe_bis: '2026-12-04',
            geteilt_am: new Date('2026-11-20T10:00:00Z'),
          },
          {
            unterrichtsmodule_id: deutsch.id,
            geteilt_mit_benutzer_id: lena.id,
            geteilt_am: new Date('2026-11-21T10:00:00Z'),
          },
          // Someone else's mailbox entry: never in lena's list.
          { unterrichtsmodule_id: englisch.id, geteilt_mit_benutzer_id: jonas.id },
        ]),
        3,
      );
      aufgabeId = aufgabe.id;
      einfachId = einfach.id;
    });

    it("lists the recipient's share rows, newest first, with the owner's display name and card count", async () => {
      const response = await get(
        `/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${lena.id}`,
        cookie.lena,
      ).expect(200);
      expect(response.body).toEqual({
        allegeteilteFuerBenutzer: [
          {
            id: einfachId,
            unterrichtsmodule_id: deutsch.id,
            bezeichnung: 'M Deutsch',
            eigentuemer: 'Thomas Weber',
            anzahl_modulteile: 0,
            ist_aufgabe: false,
            aufgabe: null,
            aufgabe_abgabe_bis: null,
            geteilt_am: '2026-11-21T10:00:00.000Z',
            gesperrt: false,
          },
          {
            id: aufgabeId,
            unterrichtsmodule_id: englisch.id,
            bezeichnung: 'M Englisch',
            eigentuemer: 'Anna Müller',
            anzahl_modulteile: 2,
            ist_aufgabe: true,
            aufgabe: 'Lerne die Verben.',
            aufgabe_abgabe_bis: '2026-12-04',
            geteilt_am: '2026-11-20T10:00:00.000Z',
            gesperrt: false,
          },
        ],
      });
    });

    it('flags the entries whose stack an exam in progress locks for the recipient (issue 22 §1, 27)', async () => {
      expect(lena.klassen_code).toEqual(expect.any(String));
      const pruefungen = testApp.dataSource.getRepository(Pruefung);
      const pruefung = await pruefungen.save({
        titel: 'Verben',
        klassen_code: lena.klassen_code ?? '',
        schule_id: lena.schule_id,
        datum: '2999-01-01',
        freigegeben: true,
        unterrichtsmodul_id: englisch.id,
        ersteller_benutzer_id: amueller.id,
        gesamtpunktezahl: 2,
      });
      const gesperrt = async () => {
        const response = await get(
          `/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${lena.id}`,
          cookie.lena,
        ).expect(200);
        return response.body.allegeteilteFuerBenutzer.map(
          (item: { unterrichtsmodule_id: number; gesperrt: boolean }) => [
            item.unterrichtsmodule_id,
            item.gesperrt,
          ],
        );
      };
      try {
        expect(await gesperrt()).toEqual([
          [deutsch.id, false],
          [englisch.id, true],
        ]);
        // The same stack's quiz is refused as the flag says.
        await get(`/api/unterrichtsmodulteile/quiz/${englisch.id}`, cookie.lena).expect(423);
        await pruefungen.update({ id: pruefung.id }, { freigegeben: false });
        expect(await gesperrt()).toEqual([
          [deutsch.id, false],
          [englisch.id, false],
        ]);
      } finally {
        await pruefungen.delete({ id: pruefung.id });
      }
    });

    it('falls back to the username when the owner has no full name', async () => {
      const users = testApp.dataSource.getRepository(Benutzer);
      await users.update({ id: tweber.id }, { namevoll: ' ' });
      try {
        const response = await get(
          `/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${lena.id}`,
          cookie.lena,
        ).expect(200);
        expect(response.body.allegeteilteFuerBenutzer[0].eigentuemer).toBe('tweber');
      } finally {
        await users.update({ id: tweber.id }, { namevoll: 'Thomas Weber' });
      }
    });

    it('answers the owner (who shared) an empty mailbox: the list is by recipient', async () => {
      const response = await get(
        `/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${amueller.id}`,
        cookie.amueller,
      ).expect(200);
      expect(response.body).toEqual({ allegeteilteFuerBenutzer: [] });
    });

    it("refuses another user's mailbox with 403, even to the stack's owner, and reveals nothing", async () => {
      for (const as of [cookie.amueller, cookie.jonas, cookie.mainAdmin]) {
        const response = await get(
          `/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${lena.id}`,
          as,
        ).expect(403);
        expect(response.body.error).toBe('fehler.keineBerechtigung');
        expect(JSON.stringify(response.body)).not.toContain('M Englisch');
      }
    });
  });

  describe('GET /api/unterrichtsmodule/gemeinsamestapel/{userId} (team stacks)', () => {
    let zTeam: Unterrichtsmodul;
    let aTeam: Unterrichtsmodul;
    let aus: Unterrichtsmodul;

    beforeAll(async () => {
      const englischKategorie = await testApp.dataSource
        .getRepository(FlashcardsKategorie)
        .findOneOrFail({ where: { kategorie: 'Englisch' } });
      [zTeam, aTeam, aus] = genau(
        await stacks().save([
          {
            bezeichnung: 'zebra Team',
            eigentuemer_id: amueller.id,
            wird_gemeinsam_bearbeitet: true,
            flashcards_kategorie_id: englischKategorie.id,
            benutzer_ordner_id: null,
          },
          { bezeichnung: 'Äpfel Team', eigentuemer_id: amueller.id, wird_gemeinsam_bearbeitet: true },
          // Team editing ended by the owner: the member row stays but the stack is not listed.
          { bezeichnung: 'Beendet', eigentuemer_id: amueller.id, wird_gemeinsam_bearbeitet: false },
        ]),
        3,
      );
      await team().save([
        { unterrichtsmodul_id: zTeam.id, benutzer_id: tweber.id },
        { unterrichtsmodul_id: aTeam.id, benutzer_id: tweber.id },
        { unterrichtsmodul_id: aus.id, benutzer_id: tweber.id },
        // The owner listed as a member of their own stack: never a team stack of theirs.
        { unterrichtsmodul_id: zTeam.id, benutzer_id: amueller.id },
      ]);
      await cards().save([
        { unterrichtsmodule_id: zTeam.id, autor_id: amueller.id, frage: 'x', korrekturmarkierung: true },
        { unterrichtsmodule_id: zTeam.id, autor_id: tweber.id, frage: 'y' },
      ]);
    });

    it("lists the member's team stacks of other owners, sorted by title, with the own-list fields and the owner", async () => {
      const response = await get(
        `/api/unterrichtsmodule/gemeinsamestapel/${tweber.id}`,
        cookie.tweber,
      ).expect(200);
      const gemeinsam = response.body.gemeinsameStapel;
      expect(gemeinsam.map((item: { bezeichnung: string }) => item.bezeichnung)).toEqual([
        'Äpfel Team',
        'zebra Team',
      ]);
      expect(gemeinsam[1]).toEqual({
        id: zTeam.id,
        bezeichnung: 'zebra Team',
        kategorie: 'Englisch',
        thema: 'Sprachen',
        anzahl_modulteile: 2,
        anzahl_zukorrigierende_modulteile: 1,
        datum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        datum_zuletztgeaendert: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        ist_veroeffentlicht: false,
        wird_gemeinsam_bearbeitet: true,
        benutzer_ordner_id: null,
        flashcards_kategorie_id: zTeam.flashcards_kategorie_id,
        jahrgangsstufen: null,
        faecher: null,
        public_autor_pseudonym: null,
        public_bemerkungen: null,
        ist_kopie_von_umodul_id: null,
        // the owner's share recipients are not the member's business
        geteiltebenutzer: '',
        geteilt_mit: [],
        ist_in_stapelablage: false,
        eigentuemer_id: amueller.id,
        eigentuemer: 'Anna Müller',
      });
      expect(gemeinsam[0]).toMatchObject({
        id: aTeam.id,
        anzahl_modulteile: 0,
        anzahl_zukorrigierende_modulteile: 0,
      });
    });

    it('hides stacks whose team editing is off', async () => {
      const response = await get(
        `/api/unterrichtsmodule/gemeinsamestapel/${tweber.id}`,
        cookie.tweber,
      ).expect(200);
      const ids = response.body.gemeinsameStapel.map((item: { id: number }) => item.id);
      expect(ids).not.toContain(aus.id);
    });

    it('lists nothing for the owner (own team stacks are in the own list) nor for a non-member', async () => {
      const owner = await get(
        `/api/unterrichtsmodule/gemeinsamestapel/${amueller.id}`,
        cookie.amueller,
      ).expect(200);
      expect(owner.body).toEqual({ gemeinsameStapel: [] });
      const own = await get(`/api/unterrichtsmodule/${amueller.id}`, cookie.amueller).expect(200);
      expect(own.body.unterrichtsmodule).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: zTeam.id, wird_gemeinsam_bearbeitet: true })]),
      );
      const other = await get(`/api/unterrichtsmodule/gemeinsamestapel/${lena.id}`, cookie.lena).expect(200);
      expect(other.body).toEqual({ gemeinsameStapel: [] });
      const admin = await get(
        `/api/unterrichtsmodule/gemeinsamestapel/${mainAdmin.id}`,
        cookie.mainAdmin,
      ).expect(200);
      expect(admin.body).toEqual({ gemeinsameStapel: [] });
    });

    it("refuses another user's team stacks with 403, even to the stacks' owner", async () => {
      for (const as of [cookie.amueller, cookie.lena, cookie.mainAdmin]) {
        const response = await get(`/api/unterrichtsmodule/gemeinsamestapel/${tweber.id}`, as).expect(403);
        expect(response.body.error).toBe('fehler.keineBerechtigung');
        expect(JSON.stringify(response.body)).not.toContain('Team');
      }
    });
  });

  describe('ids and sessions', () => {
    it.each(['allegeteiltemodulefuerbenutzer', 'gemeinsamestapel'])(
      '%s: a bad id is a German 400, no session is 401',
      async (pfad) => {
        for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
          const response = await get(`/api/unterrichtsmodule/${pfad}/${bad}`, cookie.lena).expect(400);
          expect(response.body.error).toBe('server.anfrage.ungueltigeId');
          expect(typeof response.body.message).toBe('string');
        }
        await request(testApp.server).get(`/api/unterrichtsmodule/${pfad}/${lena.id}`).expect(401);
      },
    );
  });
});
