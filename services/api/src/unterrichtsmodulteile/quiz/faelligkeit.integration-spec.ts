import request from 'supertest';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../../testing/create-test-app';
import { imVorlaufGefuellt } from '../../testing/vorhanden';
import { userByCode } from '../../testing/second-school';
import { Unterrichtsmodulteil } from '../entities/unterrichtsmodulteil.entity';
import { Lernstand } from './entities/lernstand.entity';

const TAG_MS = 24 * 60 * 60 * 1000;

describe("'n Karten fällig' (issue 11: GET /api/unterrichtsmodulteile/quiz/faellig)", () => {
  let testApp: TestApp;
  const cookies = imVorlaufGefuellt<'pupil1' | 'pupil2', string>('cookies');
  const ids = imVorlaufGefuellt<'pupil1' | 'pupil2', number>('ids');
  let englisch: Unterrichtsmodul;
  let franzoesisch: Unterrichtsmodul;
  let alleGelernt: Unterrichtsmodul;

  function faellig(cookie: string) {
    return request(testApp.server).get('/api/unterrichtsmodulteile/quiz/faellig').set('Cookie', cookie);
  }

  function lernmodus(cookie: string, strvalue: string) {
    return request(testApp.server)
      .post('/api/benutzereinstellungen')
      .set('Cookie', cookie)
      .send({ tag: 'lernmodus', boolvalue: null, intvalue: null, textvalue: null, strvalue });
  }

  async function stapelMit(
    eigentuemerId: number,
    bezeichnung: string,
    karten: readonly { aktiv?: boolean; faelligInTagen?: number; fuer?: number }[],
  ): Promise<Unterrichtsmodul> {
    const modul = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung, eigentuemer_id: eigentuemerId });
    for (const [nr, karte] of karten.entries()) {
      const teil = await testApp.dataSource.getRepository(Unterrichtsmodulteil).save({
        unterrichtsmodule_id: modul.id,
        autor_id: eigentuemerId,
        frage: `F${nr}`,
        antwort1: `A${nr}`,
        aktiv: karte.aktiv ?? true,
      });
      if (karte.faelligInTagen === undefined) continue;
      await testApp.dataSource.getRepository(Lernstand).save({
        benutzer_id: karte.fuer ?? eigentuemerId,
        unterrichtsmodulteil_id: teil.id,
        faellig_am: new Date(Date.now() + karte.faelligInTagen * TAG_MS),
        stabilitaet: 3,
        schwierigkeit: 5,
        tage_vergangen: 0,
        tage_geplant: 3,
        wiederholungen: 1,
        vergessen: 0,
        lernschritte: 0,
        zustand: 2,
        letzte_wiederholung: new Date(),
      });
    }
    return modul;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const rolle of ['pupil1', 'pupil2'] as const) {
      ids[rolle] = (await userByCode(testApp.dataSource, testApp.logins[rolle])).id;
      cookies[rolle] = await sessionCookieFor(testApp, testApp.logins[rolle]);
    }
    // Englisch: never asked (due), overdue (due), due in 3 days (not), inactive never asked (not asked at all).
    englisch = await stapelMit(ids.pupil1, 'Englisch', [
      {},
      { faelligInTagen: -1 },
      { faelligInTagen: 3 },
      { aktiv: false },
    ]);
    // Französisch: one card due in 2 days for pupil1; pupil2's own state of it does not count.
    franzoesisch = await stapelMit(ids.pupil1, 'Französisch', [
      { faelligInTagen: 2 },
      { faelligInTagen: 5, fuer: ids.pupil2 },
    ]);
    alleGelernt = await stapelMit(ids.pupil1, 'Gelernt', [{ faelligInTagen: 1 }]);
    // pupil2's own stack: never in pupil1's counts.
    await stapelMit(ids.pupil2, 'Fremd', [{}, {}]);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it("computes nothing in 'Drei Fächer' (the default)", async () => {
    const response = await faellig(cookies.pupil1);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ lernmodus: 'faecher', stapel: [] });
  });

  it("counts the due active cards of each own stack in 'Intelligente Wiederholung'", async () => {
    expect((await lernmodus(cookies.pupil1, 'intelligent')).status).toBe(200);
    const response = await faellig(cookies.pupil1);
    expect(response.status).toBe(200);
    expect(response.body.lernmodus).toBe('intelligent');
    const anzahlen = Object.fromEntries(
      (response.body.stapel as { unterrichtsmodul_id: number; anzahl: number }[]).map((eintrag) => [
        eintrag.unterrichtsmodul_id,
        eintrag.anzahl,
      ]),
    );
    // Französisch: pupil1's card is not due, the other has no state of pupil1's: never asked, so due.
    expect(anzahlen).toEqual({ [englisch.id]: 2, [franzoesisch.id]: 1 });
    expect(anzahlen[alleGelernt.id]).toBeUndefined();
  });

  it("agrees with the quiz's own due list", async () => {
    const quiz = await request(testApp.server)
      .get(`/api/unterrichtsmodulteile/quiz/${englisch.id}`)
      .set('Cookie', cookies.pupil1);
    const response = await faellig(cookies.pupil1);
    const eintrag = (response.body.stapel as { unterrichtsmodul_id: number; anzahl: number }[]).find(
      (zeile) => zeile.unterrichtsmodul_id === englisch.id,
    );
    expect(eintrag?.anzahl).toBe((quiz.body.faellig as number[]).length);
  });

  it('answers only for the session user: another user sees their own stacks', async () => {
    expect((await lernmodus(cookies.pupil2, 'intelligent')).status).toBe(200);
    const response = await faellig(cookies.pupil2);
    expect(response.status).toBe(200);
    const stapelIds = (response.body.stapel as { unterrichtsmodul_id: number }[]).map(
      (eintrag) => eintrag.unterrichtsmodul_id,
    );
    expect(stapelIds).not.toContain(englisch.id);
    expect(stapelIds).not.toContain(franzoesisch.id);
    expect(response.body.stapel).toHaveLength(1);
    expect(response.body.stapel[0].anzahl).toBe(2);
  });

  it('refuses a request without a session (401)', async () => {
    const response = await request(testApp.server).get('/api/unterrichtsmodulteile/quiz/faellig');
    expect(response.status).toBe(401);
  });
});
