import request from 'supertest';
import { t } from '@lernstapel/texts';
import { seedDemoContent } from '../bootstrap/seed/demo-content';
import { DEMO_EXAM, DEMO_ROLES, DEMO_STACK_ENGLISCH, type DemoRole } from '../bootstrap/seed/demo-data';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { Pruefung } from '../pruefungen/entities/pruefung.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';
import { Wettbewerb } from '../wettbewerbe/entities/wettbewerb.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

/** The routes that answer Stack A's answers (the card 'go – went – ?' has the answer 'gone'). */
const KARTEN_ROUTEN = (id: number) => [
  `/api/unterrichtsmodulteile/${id}`,
  `/api/unterrichtsmodulteile/quiz/${id}`,
  `/api/unterrichtsmodule/exportcsv/${id}`,
  `/api/unterrichtsmodulteile/pdf/${id}`,
];

/**
 * Issue 22 §1 on the demo content: Stack A is published, shared with lena as an assignment, and both the
 * class exam and lena's race are over it. The lock follows the exam (release → hand-in) and the race
 * (start → end) and no longer.
 */
describe('the demo stack is locked while the exam or the race runs (issue 22 §1)', () => {
  let testApp: TestApp;
  const cookie = {} as Record<DemoRole, string>;
  let stapelId: number;
  let pruefungId: number;
  let wettbewerbId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    const userIds = {} as Record<DemoRole, number>;
    for (const rolle of DEMO_ROLES) {
      const benutzer = await userByCode(testApp.dataSource, testApp.logins[rolle]);
      userIds[rolle] = benutzer.id;
      cookie[rolle] = await sessionCookieFor(testApp, testApp.logins[rolle]);
    }
    const kategorien = await testApp.dataSource.getRepository(FlashcardsKategorie).find();
    await seedDemoContent(testApp.dataSource.manager, {
      schuleId: (await userByCode(testApp.dataSource, testApp.logins.teacher)).schule_id ?? 0,
      userIds,
      kategorieIds: new Map(kategorien.map((kategorie) => [kategorie.kategorie, kategorie.id])),
      now: new Date(),
    });
    stapelId = (
      await testApp.dataSource
        .getRepository(Unterrichtsmodul)
        .findOneByOrFail({ bezeichnung: DEMO_STACK_ENGLISCH.bezeichnung })
    ).id;
    pruefungId = (
      await testApp.dataSource.getRepository(Pruefung).findOneByOrFail({ titel: DEMO_EXAM.titel })
    ).id;
    wettbewerbId = (
      await testApp.dataSource.getRepository(Wettbewerb).findOneByOrFail({ unterrichtsmodul_id: stapelId })
    ).id;
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  const get = (rolle: DemoRole, pfad: string) =>
    request(testApp.server).get(pfad).set('Cookie', cookie[rolle]);
  const post = (rolle: DemoRole, pfad: string, body: object = {}) =>
    request(testApp.server).post(pfad).set('Cookie', cookie[rolle]).send(body);

  async function expectLesbar(rolle: DemoRole): Promise<void> {
    for (const pfad of KARTEN_ROUTEN(stapelId)) {
      const antwort = await get(rolle, pfad);
      expect([pfad, antwort.status]).toEqual([pfad, 200]);
    }
    expect(JSON.stringify((await get(rolle, `/api/unterrichtsmodulteile/${stapelId}`)).body)).toContain(
      'gone',
    );
  }

  async function expectGesperrt(rolle: DemoRole, grund: 'Pruefung' | 'Wettbewerb'): Promise<void> {
    const key = `unterrichtsmodule.gesperrt${grund}` as const;
    for (const pfad of KARTEN_ROUTEN(stapelId)) {
      const antwort = await get(rolle, pfad);
      expect([pfad, antwort.status, antwort.body.error]).toEqual([pfad, 423, key]);
      expect(antwort.body.message).toBe(t(key));
      expect(JSON.stringify(antwort.body)).not.toContain('gone');
    }
    const kopie = await post(rolle, '/api/unterrichtsmodule/kopieren', { ist_kopie_von_umodul_id: stapelId });
    expect([kopie.status, kopie.body.error]).toEqual([423, key]);
  }

  it('before the release lena learns her assignment; the released exam locks it for the class', async () => {
    await post('teacherAdmin', `/api/pruefungen/freigeben/${pruefungId}`, { freigegeben: false }).expect(200);
    await expectLesbar('pupil1');
    await expectLesbar('pupil2');

    await post('teacherAdmin', `/api/pruefungen/freigeben/${pruefungId}`, { freigegeben: true }).expect(200);
    await expectGesperrt('pupil1', 'Pruefung');
    await expectGesperrt('pupil2', 'Pruefung');
    // The teachers prepare and grade: never locked.
    await expectLesbar('teacherAdmin');
    await expectLesbar('teacher');
  });

  it('during the exam only its questions reach lena; after her hand-in the stack is hers again', async () => {
    await post('pupil1', `/api/pruefungen/start/${pruefungId}`).expect(200);
    await expectGesperrt('pupil1', 'Pruefung');
    const fragen = await get('pupil1', `/api/pruefungen/pruefungsteile/${pruefungId}`).expect(200);
    expect(JSON.stringify(fragen.body)).not.toContain('gone');

    await post('pupil1', '/api/pruefungen/schuelerinpruefungsteilen', {
      pruefung_id: pruefungId,
      antworten: [],
    }).expect(200);
    await expectLesbar('pupil1');
    // Jonas has not handed in yet.
    await expectGesperrt('pupil2', 'Pruefung');
  });

  it('the race lena starts locks the stack for its players until it ends', async () => {
    await post('pupil3', `/api/wettbewerbe/${wettbewerbId}/annehmen`).expect(200);
    await post('pupil1', `/api/wettbewerbe/${wettbewerbId}/starten`).expect(200);
    await expectGesperrt('pupil1', 'Wettbewerb');
    // Jonas plays too, and his exam still outranks the race.
    await expectGesperrt('pupil2', 'Pruefung');
    // The race's own question route stays open to its players.
    await get('pupil1', `/api/wettbewerbe/${wettbewerbId}/frage`).expect(200);

    await post('pupil1', `/api/wettbewerbe/${wettbewerbId}/beenden`).expect(200);
    await expectLesbar('pupil1');
  });
});
