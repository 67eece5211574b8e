import request from 'supertest';
import type { WettbewerbDetail, WettbewerbFrage, WettbewerbStand } from '@lernstapel/contracts';
import { addDemoPupil } from '../benutzer/klasse-fixture';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { PushClient } from '../push/testing/push-client';
import { vorhanden } from '../testing/vorhanden';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import {
  addRennStapel,
  antworten,
  gestartetesRennen,
  richtigAntworten,
  richtigeAntwort,
} from './testing/rennen-fixture';

interface Person {
  id: number;
  cookie: string;
}

/** 01 §4, §5, 02 §4, issue 13: creating, confirming, starting and playing a race on the server. */
describe('playing a race', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  let teacher: Person;
  let pupil1: Person;
  let pupil2: Person;
  let stapel4: number;

  const person = async (code: string): Promise<Person> => ({
    id: (await userByCode(testApp.dataSource, code)).id,
    cookie: await sessionCookieFor(testApp, code),
  });
  const post = (path: string, cookie: string, body: object = {}) =>
    request(testApp.server).post(`/api/wettbewerbe${path}`).set('Cookie', cookie).send(body);
  const get = (path: string, cookie: string) =>
    request(testApp.server).get(`/api/wettbewerbe${path}`).set('Cookie', cookie);
  const frage = async (id: number, who: Person) =>
    (await get(`/${id}/frage`, who.cookie).expect(200)).body as WettbewerbFrage;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    schoolB = await addOtherSchool(testApp.dataSource);
    teacher = await person(testApp.logins.teacher);
    pupil1 = await person(testApp.logins.pupil1);
    pupil2 = await person(testApp.logins.pupil2);
    stapel4 = await addRennStapel(testApp.dataSource, teacher.id, 4);
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('creating (01 §4, §5)', () => {
    it('adds the starter accepted and the invited unconfirmed, each with a jockey colour', async () => {
      const { body } = await post('', teacher.cookie, {
        unterrichtsmodul_id: stapel4,
        modus: 0,
        teilnehmer: [pupil1.id, pupil2.id],
      }).expect(201);
      const detail = (await get(`/${body.id}`, pupil1.cookie).expect(200)).body as WettbewerbDetail;
      expect(detail.schuelerImWettbewerbs.map((t) => [t.benutzer_id, t.einladung_angenommen])).toEqual([
        [teacher.id, true],
        [pupil1.id, false],
        [pupil2.id, false],
      ]);
      expect(new Set(detail.schuelerImWettbewerbs.map((t) => t.farbe)).size).toBe(3);
      expect(detail.wettbewerb.einladung_angenommen).toBe(false);
    });

    it('refuses more than 5 invited (6 players)', async () => {
      const mehr = [];
      for (let i = 0; i < 6; i++) mehr.push((await addDemoPupil(testApp.dataSource)).id);
      const response = await post('', teacher.cookie, {
        unterrichtsmodul_id: stapel4,
        modus: 0,
        teilnehmer: mehr,
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('validierung.zuVieleTeilnehmer');
      await post('', teacher.cookie, {
        unterrichtsmodul_id: stapel4,
        modus: 0,
        teilnehmer: mehr.slice(0, 5),
      }).expect(201);
    });

    it('refuses people outside the own class, and nobody invited', async () => {
      for (const teilnehmer of [[schoolB.pupil.id], [pupil1.id, schoolB.teacher.id]]) {
        const response = await post('', teacher.cookie, {
          unterrichtsmodul_id: stapel4,
          modus: 0,
          teilnehmer,
        });
        expect(response.body.error).toBe('wettbewerbe.fehler.nichtInKlasse');
      }
      const leer = await post('', teacher.cookie, { unterrichtsmodul_id: stapel4, modus: 0, teilnehmer: [] });
      expect(leer.body.error).toBe('validierung.keinTeilnehmer');
    });

    it('a pupil invites classmates; a stack the starter cannot read is 404', async () => {
      await post('', pupil1.cookie, {
        unterrichtsmodul_id: stapel4,
        modus: 0,
        teilnehmer: [pupil2.id],
      }).expect(404);
      const eigener = await addRennStapel(testApp.dataSource, pupil1.id, 2);
      await post('', pupil1.cookie, {
        unterrichtsmodul_id: eigener,
        modus: 0,
        teilnehmer: [pupil2.id],
      }).expect(201);
      const einladbar = (await get('/einladbar', pupil1.cookie).expect(200)).body as { id: number }[];
      expect(einladbar.map((p) => p.id)).toContain(pupil2.id);
      expect(einladbar.map((p) => p.id)).not.toContain(pupil1.id);
    });

    it.each([
      // cards, modus, accepted, questions (01 §4: half and two thirds rounded; 2 hidden when equal)
      [4, 1, true, 2],
      [4, 2, true, 3],
      [3, 1, true, 2],
      [3, 2, false, 0],
      [4, 3, false, 0],
    ])('%i cards, modus %i → accepted %p with %i questions', async (karten, modus, ok, fragen) => {
      const stapel = await addRennStapel(testApp.dataSource, teacher.id, karten);
      const response = await post('', teacher.cookie, {
        unterrichtsmodul_id: stapel,
        modus,
        teilnehmer: [pupil1.id],
      });
      if (!ok) {
        expect(response.status).toBe(400);
        expect(response.body.error).toBe('wettbewerbe.fehler.modus');
        return;
      }
      expect(response.status).toBe(201);
      const detail = (await get(`/${response.body.id}`, teacher.cookie).expect(200)).body as WettbewerbDetail;
      expect(detail.wettbewerb.anzahl_fragen).toBe(fragen);
    });

    it('refuses an empty stack', async () => {
      const leer = await addRennStapel(testApp.dataSource, teacher.id, 0);
      const response = await post('', teacher.cookie, {
        unterrichtsmodul_id: leer,
        modus: 0,
        teilnehmer: [pupil1.id],
      });
      expect(response.body.error).toBe('wettbewerbe.fehler.keineKarten');
    });
  });

  describe('starting (01 §4)', () => {
    it('only the starter, only when everyone confirmed; start resets positions and winner', async () => {
      const { body } = await post('', teacher.cookie, {
        unterrichtsmodul_id: stapel4,
        modus: 0,
        teilnehmer: [pupil1.id, pupil2.id],
      }).expect(201);
      const id = body.id as number;
      expect((await post(`/${id}/starten`, teacher.cookie).expect(409)).body.error).toBe(
        'wettbewerbe.fehler.nichtBestaetigt',
      );
      await post(`/${id}/annehmen`, pupil1.cookie).expect(200);
      await post(`/${id}/starten`, teacher.cookie).expect(409);
      await post(`/${id}/annehmen`, pupil2.cookie).expect(200);
      expect((await post(`/${id}/starten`, pupil1.cookie).expect(403)).body.error).toBe(
        'wettbewerbe.fehler.nurStarter',
      );
      await testApp.dataSource
        .getRepository(Wettbewerb)
        .update({ id }, { sieger_benutzer_id: pupil2.id, anzahl_fragen_beantwortet: 7 });
      const stand = (await post(`/${id}/starten`, teacher.cookie).expect(200)).body as WettbewerbStand;
      expect(stand).toMatchObject({
        ist_gestartet: true,
        sieger_benutzer_id: null,
        anzahl_fragen_beantwortet: 0,
      });
      expect(stand.teilnehmer.every((t) => t.position === 0)).toBe(true);
    });

    it('a participant who leaves does not block the start', async () => {
      const { body } = await post('', teacher.cookie, {
        unterrichtsmodul_id: stapel4,
        modus: 0,
        teilnehmer: [pupil1.id, pupil2.id],
      }).expect(201);
      await post(`/${body.id}/annehmen`, pupil1.cookie).expect(200);
      await post(`/${body.id}/verlassen`, pupil2.cookie).expect(204);
      await get(`/${body.id}`, pupil2.cookie).expect(404);
      await post(`/${body.id}/starten`, teacher.cookie).expect(200);
      expect((await post(`/${body.id}/verlassen`, teacher.cookie).expect(400)).body.error).toBe(
        'wettbewerbe.fehler.starterBleibt',
      );
    });

    it('a race with the starter alone cannot start (at least 2)', async () => {
      const { body } = await post('', teacher.cookie, {
        unterrichtsmodul_id: stapel4,
        modus: 0,
        teilnehmer: [pupil1.id],
      }).expect(201);
      await post(`/${body.id}/verlassen`, pupil1.cookie).expect(204);
      await post(`/${body.id}/starten`, teacher.cookie).expect(409);
    });
  });

  describe('answering (02 §4: the server checks)', () => {
    it('sends the card without its solution, keeps the player on a wrong answer, moves on a right one', async () => {
      const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1]);
      const erste = await frage(id, pupil1);
      expect(erste).toMatchObject({ position: 0, anzahl_fragen: 4, karte: { modus: 2 } });
      expect(JSON.stringify(erste)).not.toContain('Antwort');
      expect(JSON.stringify(erste)).not.toContain('richtig');

      const falsch = await antworten(testApp, pupil1.cookie, id, {
        position: 0,
        antwort: { kind: 'schriftlich', text: 'Antwort 0' },
      }).expect(200);
      expect(falsch.body).toMatchObject({ richtig: false, frage: { position: 0 } });
      const kaputt = await antworten(testApp, pupil1.cookie, id, {
        position: 0,
        antwort: { kind: 'erfunden' },
      });
      expect(kaputt.body.richtig).toBe(false);

      const richtig = await antworten(testApp, pupil1.cookie, id, {
        position: 0,
        antwort: richtigeAntwort(erste),
      }).expect(200);
      expect(richtig.body).toMatchObject({ richtig: true, frage: { position: 1 } });
      expect(richtig.body.frage.karte.frage).not.toBe(erste.karte?.frage);
      // The same answer again (a double click or a stale tab) cannot count twice.
      const nochmal = await antworten(testApp, pupil1.cookie, id, {
        position: 0,
        antwort: richtigeAntwort(erste),
      });
      expect(nochmal.status).toBe(409);
      expect(nochmal.body.error).toBe('wettbewerbe.fehler.andereFrage');
    });

    it('a player who reloads continues at the stored position with the same card', async () => {
      const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1]);
      await richtigAntworten(testApp, pupil1.cookie, id);
      const { frage: dritte } = await richtigAntworten(testApp, pupil1.cookie, id);
      const neuAngemeldet = await sessionCookieFor(testApp, testApp.logins.pupil1);
      const weiter = (await get(`/${id}/frage`, neuAngemeldet).expect(200)).body as WettbewerbFrage;
      expect(weiter).toMatchObject({ position: 2, karte: { frage: dritte.karte?.frage } });
    });

    describe('the question order (shuffled by the server at each start)', () => {
      /** The questions a player meets answering every card of the race right, in order. */
      async function durchspielen(id: number, who: Person): Promise<string[]> {
        const fragen = [(await frage(id, who)).karte?.frage ?? ''];
        for (;;) {
          const { frage: naechste } = await richtigAntworten(testApp, who.cookie, id);
          if (!naechste.karte) return fragen;
          fragen.push(naechste.karte.frage ?? '');
        }
      }
      const alleFragen = Array.from({ length: 8 }, (_, i) => `Frage ${i + 1}`);
      let stapel8: number;
      beforeAll(async () => {
        stapel8 = await addRennStapel(testApp.dataSource, teacher.id, 8);
      });

      it('asks every card exactly once and keeps the current card across a reload', async () => {
        const id = await gestartetesRennen(testApp, stapel8, teacher.cookie, [pupil1]);
        await richtigAntworten(testApp, pupil1.cookie, id);
        const vorher = await frage(id, pupil1);
        const neuAngemeldet = await sessionCookieFor(testApp, testApp.logins.pupil1);
        expect((await get(`/${id}/frage`, neuAngemeldet).expect(200)).body).toEqual(vorher);
        const gestellt = await durchspielen(id, teacher);
        expect([...gestellt].sort()).toEqual([...alleFragen].sort());
      });

      it('every participant meets the cards in the same order', async () => {
        const id = await gestartetesRennen(testApp, stapel8, teacher.cookie, [pupil1, pupil2]);
        const erstesPaar = async (who: Person) => {
          const eins = (await frage(id, who)).karte?.frage;
          const { frage: zwei } = await richtigAntworten(testApp, who.cookie, id);
          return [eins, zwei.karte?.frage];
        };
        const teacherSieht = await erstesPaar(teacher);
        expect(await erstesPaar(pupil1)).toEqual(teacherSieht);
        expect(await erstesPaar(pupil2)).toEqual(teacherSieht);
      });

      it('shuffles anew at each start (8 cards: the same order three times over is a 1 in 40,320² chance)', async () => {
        const id = await gestartetesRennen(testApp, stapel8, teacher.cookie, [pupil1]);
        const folgen = new Set<string>();
        for (let start = 0; start < 3; start++) {
          if (start > 0) await post(`/${id}/starten`, teacher.cookie).expect(200);
          const wettbewerb = await testApp.dataSource.getRepository(Wettbewerb).findOneByOrFail({ id });
          folgen.add(wettbewerb.kartenfolge ?? '');
          // The player starts over on the first card of this start's order.
          expect(await frage(id, pupil1)).toMatchObject({
            position: 0,
            karte: { id: (JSON.parse(wettbewerb.kartenfolge ?? '[]') as number[])[0] },
          });
        }
        expect(folgen.size).toBeGreaterThan(1);
      });
    });

    it('ends with the first to answer all questions; then nobody can answer', async () => {
      const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1], 1);
      await richtigAntworten(testApp, pupil1.cookie, id);
      const letzte = await richtigAntworten(testApp, pupil1.cookie, id);
      expect(letzte.stand).toMatchObject({
        sieger_benutzer_id: pupil1.id,
        sieger_benutzername: expect.any(String),
      });
      expect(letzte.frage.karte).toBeNull();
      const zuSpaet = await antworten(testApp, teacher.cookie, id, {
        position: 0,
        antwort: { kind: 'schriftlich', text: 'Antwort 1' },
      });
      expect(zuSpaet.body.error).toBe('wettbewerbe.fehler.entschieden');
    });

    it('has exactly one winner when the last answers arrive at the same moment', async () => {
      for (let runde = 0; runde < 5; runde++) {
        const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1, pupil2], 1);
        const spieler = [teacher, pupil1, pupil2];
        for (const who of spieler) await richtigAntworten(testApp, who.cookie, id);
        const letzte = await Promise.all(spieler.map((who) => frage(id, who)));
        const ergebnisse = await Promise.all(
          spieler.map((who, index) =>
            antworten(testApp, who.cookie, id, {
              position: 1,
              antwort: richtigeAntwort(vorhanden(letzte[index], 'question')),
            }),
          ),
        );
        // The others' answers count or arrive after the decision; none of them wins.
        expect(
          ergebnisse.every((r) => r.status === 200 || r.body.error === 'wettbewerbe.fehler.entschieden'),
        ).toBe(true);
        const wettbewerb = await testApp.dataSource.getRepository(Wettbewerb).findOneByOrFail({ id });
        expect(spieler.map((who) => who.id)).toContain(wettbewerb.sieger_benutzer_id);
        const gemeldet = ergebnisse.flatMap((r) =>
          r.status === 200 ? [r.body.stand.sieger_benutzer_id] : [],
        );
        expect(new Set(gemeldet.filter((sieger) => sieger !== null))).toEqual(
          new Set([wettbewerb.sieger_benutzer_id]),
        );
      }
    });

    it('counts each player once when every player sends the right answer 20 times at once (issue 24)', async () => {
      const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1, pupil2]);
      const spieler = [teacher, pupil1, pupil2];
      const erste = await Promise.all(spieler.map((who) => frage(id, who)));
      const ergebnisse = await Promise.all(
        spieler.map((who, index) =>
          Promise.all(
            Array.from({ length: 20 }, () =>
              antworten(testApp, who.cookie, id, {
                position: 0,
                antwort: richtigeAntwort(vorhanden(erste[index], 'question')),
              }),
            ),
          ),
        ),
      );
      for (const jeSpieler of ergebnisse) {
        expect(jeSpieler.filter((r) => r.status === 200).map((r) => r.body.richtig)).toEqual([true]);
        expect(jeSpieler.filter((r) => r.status !== 200).map((r) => [r.status, r.body.error])).toEqual(
          Array.from({ length: 19 }, () => [409, 'wettbewerbe.fehler.andereFrage']),
        );
      }
      const wettbewerb = await testApp.dataSource.getRepository(Wettbewerb).findOneByOrFail({ id });
      expect(wettbewerb.anzahl_fragen_beantwortet).toBe(3);
      const teilnahmen = await testApp.dataSource
        .getRepository(SchuelerImWettbewerb)
        .findBy({ wettbewerb_id: id });
      expect(teilnahmen.map((teilnahme) => teilnahme.position)).toEqual([1, 1, 1]);
    });

    it('counts the one right answer among 20 different ones sent at once', async () => {
      const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1]);
      const erste = await frage(id, pupil1);
      const texte = [...Array.from({ length: 19 }, (_, n) => `falsch ${n}`), richtigeAntwort(erste).text];
      const ergebnisse = await Promise.all(
        texte.map((text) =>
          antworten(testApp, pupil1.cookie, id, { position: 0, antwort: { kind: 'schriftlich', text } }),
        ),
      );
      // A wrong answer read after the right one moved the player is for another question: 409.
      const falsch = ergebnisse.filter((r) => r.body.richtig !== true);
      expect(ergebnisse.filter((r) => r.body.richtig === true)).toHaveLength(1);
      expect(
        falsch.every(
          (r) =>
            (r.status === 200 && r.body.richtig === false) ||
            (r.status === 409 && r.body.error === 'wettbewerbe.fehler.andereFrage'),
        ),
      ).toBe(true);
      expect(await frage(id, pupil1)).toMatchObject({ position: 1 });
      const wettbewerb = await testApp.dataSource.getRepository(Wettbewerb).findOneByOrFail({ id });
      expect(wettbewerb.anzahl_fragen_beantwortet).toBe(1);
    });

    it('the starter ends a stuck race; answers are refused until a new start', async () => {
      const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1]);
      await post(`/${id}/beenden`, pupil1.cookie).expect(403);
      await post(`/${id}/beenden`, teacher.cookie).expect(200);
      const response = await antworten(testApp, pupil1.cookie, id, {
        position: 0,
        antwort: { kind: 'schriftlich', text: '' },
      });
      expect(response.body.error).toBe('wettbewerbe.fehler.nichtGestartet');
      expect((await frage(id, pupil1)).karte).toBeNull();
    });

    it('an ended race tells every player so and keeps the positions so far (issue 23)', async () => {
      const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1, pupil2]);
      await richtigAntworten(testApp, pupil1.cookie, id);
      const zuhoerer = await PushClient.open(testApp.server, pupil2.cookie);
      try {
        const gemeldet = zuhoerer.next((e) => e.art === 'wettbewerb' && e.stand.id === id && e.stand.beendet);
        const beendet = await post(`/${id}/beenden`, teacher.cookie).expect(200);
        expect(beendet.body).toMatchObject({ ist_gestartet: false, beendet: true, sieger_benutzer_id: null });
        const ereignis = await gemeldet;
        expect(
          ereignis.art === 'wettbewerb' && ereignis.stand.teilnehmer.find((t) => t.benutzer_id === pupil1.id),
        ).toMatchObject({ position: 1 });
      } finally {
        zuhoerer.close();
      }
      for (const who of [pupil1, pupil2]) {
        const detail = await get(`/${id}`, who.cookie).expect(200);
        expect(detail.body.wettbewerb).toMatchObject({ ist_gestartet: false, beendet: true });
        expect(
          detail.body.schuelerImWettbewerbs.find((t: { benutzer_id: number }) => t.benutzer_id === pupil1.id),
        ).toMatchObject({ position: 1 });
      }
      // A new start is a new race: not ended, positions from 0.
      const neu = await post(`/${id}/starten`, teacher.cookie).expect(200);
      expect(neu.body).toMatchObject({ ist_gestartet: true, beendet: false });
      expect(neu.body.teilnehmer.every((t: { position: number }) => t.position === 0)).toBe(true);
    });

    it('a race not started yet is not ended, and ending a won race keeps its winner', async () => {
      const erstellt = await post('', teacher.cookie, {
        unterrichtsmodul_id: stapel4,
        modus: 0,
        teilnehmer: [pupil1.id],
      }).expect(201);
      const wartet = await get(`/${erstellt.body.id}`, teacher.cookie).expect(200);
      expect(wartet.body.wettbewerb).toMatchObject({ ist_gestartet: false, beendet: false });

      const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1], 1);
      let ergebnis = await richtigAntworten(testApp, teacher.cookie, id);
      while (ergebnis.stand.sieger_benutzer_id === null) {
        ergebnis = await richtigAntworten(testApp, teacher.cookie, id);
      }
      const nachEnde = await post(`/${id}/beenden`, teacher.cookie).expect(200);
      expect(nachEnde.body).toMatchObject({
        sieger_benutzer_id: teacher.id,
        ist_gestartet: true,
        beendet: false,
      });
    });

    it('pushes each move to every participant, and to nobody else', async () => {
      const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1, pupil2]);
      const beobachter = await PushClient.open(testApp.server, teacher.cookie);
      const fremd = await PushClient.open(
        testApp.server,
        await sessionCookieFor(testApp, schoolB.pupil.code),
      );
      const nichtDabei = await PushClient.open(
        testApp.server,
        await sessionCookieFor(testApp, testApp.logins.pupil3),
      );
      try {
        const gesehen = beobachter.next(
          (e) =>
            e.art === 'wettbewerb' && e.stand.id === id && e.stand.teilnehmer.some((t) => t.position === 1),
        );
        await richtigAntworten(testApp, pupil2.cookie, id);
        const ereignis = await gesehen;
        expect(
          ereignis.art === 'wettbewerb' && ereignis.stand.teilnehmer.find((t) => t.benutzer_id === pupil2.id),
        ).toMatchObject({ position: 1 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(fremd.received).toEqual([]);
        expect(nichtDabei.received.filter((e) => e.art === 'wettbewerb')).toEqual([]);
      } finally {
        for (const client of [beobachter, fremd, nichtDabei]) client.close();
      }
    });
  });

  describe('scope', () => {
    it('another school, another class and uninvited pupils cannot see, confirm, start or answer', async () => {
      const id = await gestartetesRennen(testApp, stapel4, teacher.cookie, [pupil1]);
      const fremde = [
        await sessionCookieFor(testApp, schoolB.teacher.code),
        await sessionCookieFor(testApp, schoolB.pupil.code),
        await sessionCookieFor(testApp, testApp.logins.pupil3),
      ];
      for (const cookie of fremde) {
        await get(`/${id}`, cookie).expect(404);
        await get(`/${id}/frage`, cookie).expect(404);
        await post(`/${id}/annehmen`, cookie).expect(404);
        await post(`/${id}/starten`, cookie).expect(404);
        await post(`/${id}/antwort`, cookie, {
          position: 0,
          antwort: { kind: 'schriftlich', text: '' },
        }).expect(404);
      }
    });
  });
});
