import request from 'supertest';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { addOtherSchool, type OtherSchool } from '../testing/second-school';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { GeteilterStapel } from '../unterrichtsmodule/entities/geteilter-stapel.entity';
import { TeamMitglied } from '../unterrichtsmodule/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Stapelablage } from './entities/stapelablage.entity';
import { genau } from '../testing/vorhanden';

const EINGEREICHT =
  'Der Status des Stapels wurde auf "Warten auf Überprüfung" gesetzt und an die gewählte/n Person/en geschickt.';

/** Issue 9: handing in, the steps of the hand-in state machine (01 §4) and correction marks (02 §2, §6). */
describe('hand-in for correction', () => {
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

  const ablage = () => testApp.dataSource.getRepository(Stapelablage);
  const cards = () => testApp.dataSource.getRepository(Unterrichtsmodulteil);
  const post = (path: string, as: string, body: object) =>
    request(testApp.server).post(path).set('Cookie', as).send(body);
  const schritt = (as: string, id: number, status: string) => post('/api/stapelablage', as, { id, status });

  async function lenasStapel(): Promise<{
    modul: Unterrichtsmodul;
    karten: [Unterrichtsmodulteil, Unterrichtsmodulteil];
  }> {
    const modul = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Lenas Verben', eigentuemer_id: user.lena.id });
    const karten = genau(
      await cards().save([
        { unterrichtsmodule_id: modul.id, autor_id: user.lena.id, frage: 'go', antwort1: 'went' },
        { unterrichtsmodule_id: modul.id, autor_id: user.lena.id, frage: 'see', antwort1: 'sawed' },
      ]),
      2,
    );
    return { modul, karten };
  }

  it('the whole story: hand in, review, mark, report an improvement, improve, hand in again, OK', async () => {
    const { modul, karten } = await lenasStapel();
    const eingereicht = await post('/api/stapelablage/einreichen', cookie.lena, {
      unterrichtsmodule_id: modul.id,
      empfaenger_ids: [user.amueller.id],
    }).expect(200);
    expect(eingereicht.body.message).toBe(EINGEREICHT);
    const [eintrag] = eingereicht.body.stapelablage;
    expect(eintrag).toMatchObject({
      status: 'Warten auf Überprüfung',
      aktion: null,
      absender: 'Lena Keller',
      eigentuemer: 'Anna Müller',
    });

    // The reviewer opens it ('Überprüfen') and marks the wrong card with a note.
    const offen = await schritt(cookie.amueller, eintrag.id, 'Korrigieren').expect(200);
    expect(offen.body.message).toBeNull();
    expect(offen.body.stapelablage[0]).toMatchObject({ status: 'Korrigieren', aktion: 'ueberpruefen' });
    const markiert = await post('/api/unterrichtsmodulteile/korrektur', cookie.amueller, {
      id: karten[1].id,
      korrekturmarkierung: true,
      notizen: 'saw',
    }).expect(200);
    expect(markiert.body.find((k: { id: number }) => k.id === karten[1].id)).toMatchObject({
      korrekturmarkierung: true,
      notizen: 'saw',
    });

    // 'Verbesserung melden': the sender's turn; the owner sees the red hint (in the tray, a marked card).
    await schritt(cookie.amueller, eintrag.id, 'Warten auf Verbesserung').expect(200);
    const eigene = await request(testApp.server)
      .get(`/api/unterrichtsmodule/${user.lena.id}`)
      .set('Cookie', cookie.lena)
      .expect(200);
    expect(eigene.body.unterrichtsmodule.find((s: { id: number }) => s.id === modul.id)).toMatchObject({
      ist_in_stapelablage: true,
      anzahl_zukorrigierende_modulteile: 1,
    });
    const liste = await request(testApp.server)
      .get(`/api/stapelablage/${user.lena.id}`)
      .set('Cookie', cookie.lena)
      .expect(200);
    expect(liste.body.stapelablage[0]).toMatchObject({
      status: 'Warten auf Verbesserung',
      aktion: 'verbessern',
    });
    // The reviewer waits now: no more marks from them.
    await post('/api/unterrichtsmodulteile/korrektur', cookie.amueller, {
      id: karten[0].id,
      korrekturmarkierung: true,
    }).expect(403);

    // The pupil clears the mark and hands in again.
    await post('/api/unterrichtsmodulteile/korrektur', cookie.lena, {
      id: karten[1].id,
      korrekturmarkierung: false,
    }).expect(200);
    const wieder = await schritt(cookie.lena, eintrag.id, 'Warten auf Überprüfung').expect(200);
    expect(wieder.body.message).toBe(EINGEREICHT);

    // 'Korrigiert und OK': Fertig, the row disappears from both lists.
    const ok = await schritt(cookie.amueller, eintrag.id, 'Fertig').expect(200);
    expect(ok.body.stapelablage.map((e: { id: number }) => e.id)).not.toContain(eintrag.id);
    expect(await ablage().findOneByOrFail({ id: eintrag.id })).toMatchObject({
      status: 'Fertig',
      ist_korrigiert_und_ok: true,
    });
    const danach = await request(testApp.server)
      .get(`/api/stapelablage/${user.lena.id}`)
      .set('Cookie', cookie.lena)
      .expect(200);
    expect(danach.body.stapelablage).toEqual([]);
  });

  it.each<[string, 'lena' | 'amueller', string, string]>([
    ['Warten auf Überprüfung', 'lena', 'Fertig', 'stapelablage.nurPruefer'],
    ['Warten auf Überprüfung', 'lena', 'Korrigieren', 'stapelablage.nurPruefer'],
    ['Korrigieren', 'lena', 'Warten auf Verbesserung', 'stapelablage.nurPruefer'],
    ['Warten auf Verbesserung', 'amueller', 'Warten auf Überprüfung', 'stapelablage.nurAbsender'],
    ['Warten auf Verbesserung', 'amueller', 'Fertig', 'stapelablage.schrittUnzulaessig'],
    ['Fertig', 'amueller', 'Korrigieren', 'stapelablage.schrittUnzulaessig'],
    ['Fertig', 'lena', 'Warten auf Überprüfung', 'stapelablage.schrittUnzulaessig'],
    ['Korrigieren', 'amueller', 'Korrigieren', 'stapelablage.schrittUnzulaessig'],
  ])('in %p, %s moving to %p gets 409 %s and the record stays', async (status, wer, nach, key) => {
    const { modul } = await lenasStapel();
    const eintrag = await ablage().save({
      unterrichtsmodule_id: modul.id,
      stapel_absender_id: user.lena.id,
      stapel_eigentuemer_id: user.amueller.id,
      status: status as Stapelablage['status'],
    });
    const response = await schritt(cookie[wer], eintrag.id, nach).expect(409);
    expect(response.body.error).toBe(key);
    expect(response.body.message).toEqual(expect.any(String));
    expect((await ablage().findOneByOrFail({ id: eintrag.id })).status).toBe(status);
  });

  it('a user who is no party gets 404 for the record; an unknown status is 400', async () => {
    const { modul } = await lenasStapel();
    const eintrag = await ablage().save({
      unterrichtsmodule_id: modul.id,
      stapel_absender_id: user.lena.id,
      stapel_eigentuemer_id: user.amueller.id,
      status: 'Warten auf Überprüfung',
    });
    for (const as of [cookie.tweber, cookie.jonas]) {
      const response = await schritt(as, eintrag.id, 'Fertig').expect(404);
      expect(response.body.error).toBe('fehler.nichtGefunden');
    }
    // School B has no licence: refused before the record is looked up.
    const fremd = await schritt(
      await sessionCookieFor(testApp, schoolB.teacher.code),
      eintrag.id,
      'Fertig',
    ).expect(403);
    expect(fremd.body.error).toBe('lizenz.keineLizenzFunktion');
    await schritt(cookie.tweber, eintrag.id, 'Fertig').expect(404);
    await schritt(cookie.amueller, eintrag.id, 'Erledigt').expect(400);
    expect((await ablage().findOneByOrFail({ id: eintrag.id })).status).toBe('Warten auf Überprüfung');
  });

  describe('POST /api/stapelablage/einreichen', () => {
    it('hands in to several persons at once, one record each', async () => {
      const { modul } = await lenasStapel();
      await post('/api/stapelablage/einreichen', cookie.lena, {
        unterrichtsmodule_id: modul.id,
        empfaenger_ids: [user.amueller.id, user.tweber.id],
      }).expect(200);
      const rows = await ablage().findBy({ unterrichtsmodule_id: modul.id });
      expect(rows.map((row) => row.stapel_eigentuemer_id).sort()).toEqual(
        [user.amueller.id, user.tweber.id].sort(),
      );
    });

    it.each<[string, (ids: { lena: number; b: number }) => number[], number, string]>([
      ['no person', () => [], 400, 'validierung.keinEmpfaenger'],
      ['oneself', (ids) => [ids.lena], 400, 'stapelablage.nichtAnDichSelbst'],
      ['a person of another school', (ids) => [ids.b], 403, 'teilen.empfaengerUnbekannt'],
    ])('refuses %s and hands in nothing', async (_fall, empfaenger, status, key) => {
      const { modul } = await lenasStapel();
      const response = await post('/api/stapelablage/einreichen', cookie.lena, {
        unterrichtsmodule_id: modul.id,
        empfaenger_ids: empfaenger({ lena: user.lena.id, b: schoolB.teacher.id }),
      }).expect(status);
      expect(response.body.error).toBe(key);
      expect(await ablage().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
    });

    it('refuses a second open hand-in to the same person (409) and a stack of someone else (404 / 403)', async () => {
      const { modul } = await lenasStapel();
      const body = { unterrichtsmodule_id: modul.id, empfaenger_ids: [user.amueller.id] };
      await post('/api/stapelablage/einreichen', cookie.lena, body).expect(200);
      const doppelt = await post('/api/stapelablage/einreichen', cookie.lena, body).expect(409);
      expect(doppelt.body.error).toBe('stapelablage.schonEingereicht');
      await post('/api/stapelablage/einreichen', cookie.jonas, body).expect(404);
      const pruefer = await post('/api/stapelablage/einreichen', cookie.amueller, {
        ...body,
        empfaenger_ids: [user.tweber.id],
      }).expect(403);
      expect(pruefer.body.error).toBe('unterrichtsmodule.nurEigentuemer');
      expect(await ablage().countBy({ unterrichtsmodule_id: modul.id })).toBe(1);
    });

    it('needs the licence: the spec text, nothing handed in', async () => {
      const { modul } = await lenasStapel();
      const schulen = testApp.dataSource.getRepository(Schule);
      const year = new Date().getFullYear();
      await schulen.update({ id: user.lena.schule_id ?? 0 }, { lizenz_jahr: year - 1 });
      try {
        const response = await post('/api/stapelablage/einreichen', cookie.lena, {
          unterrichtsmodule_id: modul.id,
          empfaenger_ids: [user.amueller.id],
        }).expect(403);
        expect(response.body.message).toBe(
          `Keine Schul-Lizenz für das Jahr ${year} für diese Funktion vorhanden...`,
        );
      } finally {
        await schulen.update({ id: user.lena.schule_id ?? 0 }, { lizenz_jahr: year });
      }
      expect(await ablage().countBy({ unterrichtsmodule_id: modul.id })).toBe(0);
    });
  });

  describe('POST /api/unterrichtsmodulteile/korrektur: the team rule (02 §6)', () => {
    async function teamStapel() {
      const modul = await testApp.dataSource
        .getRepository(Unterrichtsmodul)
        .save({ bezeichnung: 'Team', eigentuemer_id: user.tweber.id, wird_gemeinsam_bearbeitet: true });
      await testApp.dataSource.getRepository(TeamMitglied).save([
        { unterrichtsmodul_id: modul.id, benutzer_id: user.lena.id },
        { unterrichtsmodul_id: modul.id, benutzer_id: user.amueller.id },
      ]);
      const [vonLena, vonTweber] = genau(
        await cards().save([
          { unterrichtsmodule_id: modul.id, autor_id: user.lena.id, frage: 'Lenas' },
          { unterrichtsmodule_id: modul.id, autor_id: user.tweber.id, frage: 'Webers' },
        ]),
        2,
      );
      return { modul, vonLena, vonTweber };
    }

    it('a pupil in a team stack marks her own card, not one by others (403, unchanged)', async () => {
      const { vonLena, vonTweber } = await teamStapel();
      await post('/api/unterrichtsmodulteile/korrektur', cookie.lena, {
        id: vonLena.id,
        korrekturmarkierung: true,
      }).expect(200);
      const fremd = await post('/api/unterrichtsmodulteile/korrektur', cookie.lena, {
        id: vonTweber.id,
        korrekturmarkierung: true,
      }).expect(403);
      expect(fremd.body.error).toBe('karten.nurEigeneKartenImTeam');
      expect((await cards().findOneByOrFail({ id: vonTweber.id })).korrekturmarkierung).toBe(false);
    });

    it('a teacher member and the owner mark any card; a mailbox reader none (403); another school 404', async () => {
      const { modul, vonLena } = await teamStapel();
      await post('/api/unterrichtsmodulteile/korrektur', cookie.amueller, {
        id: vonLena.id,
        korrekturmarkierung: true,
      }).expect(200);
      await post('/api/unterrichtsmodulteile/korrektur', cookie.tweber, {
        id: vonLena.id,
        korrekturmarkierung: false,
      }).expect(200);
      await testApp.dataSource
        .getRepository(GeteilterStapel)
        .save({ unterrichtsmodule_id: modul.id, geteilt_mit_benutzer_id: user.jonas.id });
      await post('/api/unterrichtsmodulteile/korrektur', cookie.jonas, {
        id: vonLena.id,
        korrekturmarkierung: true,
      }).expect(403);
      await testApp.dataSource
        .getRepository(Schule)
        .update({ id: schoolB.schuleId }, { lizenz_jahr: new Date().getFullYear() });
      await post(
        '/api/unterrichtsmodulteile/korrektur',
        await sessionCookieFor(testApp, schoolB.teacher.code),
        {
          id: vonLena.id,
          korrekturmarkierung: true,
        },
      ).expect(404);
      expect((await cards().findOneByOrFail({ id: vonLena.id })).korrekturmarkierung).toBe(false);
    });

    it('needs the licence, with the correction variant of the text (02 §8)', async () => {
      const { vonLena } = await teamStapel();
      const schulen = testApp.dataSource.getRepository(Schule);
      const year = new Date().getFullYear();
      await schulen.update({ id: user.tweber.schule_id ?? 0 }, { lizenz_jahr: null });
      try {
        const response = await post('/api/unterrichtsmodulteile/korrektur', cookie.tweber, {
          id: vonLena.id,
          korrekturmarkierung: true,
        }).expect(403);
        expect(response.body.message).toBe(
          `Keine Schul-Lizenz für das Jahr ${year} für die Korrekturfunktionen vorhanden...`,
        );
      } finally {
        await schulen.update({ id: user.tweber.schule_id ?? 0 }, { lizenz_jahr: year });
      }
      expect((await cards().findOneByOrFail({ id: vonLena.id })).korrekturmarkierung).toBe(false);
    });
  });
});
