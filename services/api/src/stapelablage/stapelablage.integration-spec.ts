import request from 'supertest';
import type { StapelablageStatus } from '@lernstapel/contracts';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Stapelablage } from './entities/stapelablage.entity';
import { genau } from '../testing/vorhanden';

/** Issue 4: GET /api/stapelablage/{userId}, the hand-in list of 01 §3/§4 (read side). */
describe('GET /api/stapelablage/{userId}', () => {
  let testApp: TestApp;
  let amueller: Benutzer;
  let tweber: Benutzer;
  let lena: Benutzer;
  let jonas: Benutzer;
  let mainAdmin: Benutzer;
  let cookie: DemoCallers['cookie'];
  /** Record ids by a short name. */
  const ids: Record<string, number> = {};
  let franzoesisch: Unterrichtsmodul;
  let mathe: Unterrichtsmodul;

  beforeAll(async () => {
    testApp = await createTestApp();
    const callers = await demoCallers(testApp);
    ({ amueller, tweber, lena, jonas, mainAdmin } = callers.user);
    cookie = callers.cookie;

    [franzoesisch, mathe] = genau(
      await testApp.dataSource.getRepository(Unterrichtsmodul).save([
        { bezeichnung: 'Französisch: Begrüssungen', eigentuemer_id: lena.id },
        { bezeichnung: 'Mathe', eigentuemer_id: tweber.id },
      ]),
      2,
    );
    const ablage = testApp.dataSource.getRepository(Stapelablage);
    const row = (
      name: string,
      modul: Unterrichtsmodul,
      absender: Benutzer,
      pruefer: Benutzer,
      status: StapelablageStatus,
      tag: number,
    ) => ({
      name,
      entity: ablage.create({
        unterrichtsmodule_id: modul.id,
        stapel_absender_id: absender.id,
        stapel_eigentuemer_id: pruefer.id,
        status,
        ist_korrigiert_und_ok: status === 'Fertig',
        erstellt_am: new Date(`2026-11-${String(tag).padStart(2, '0')}T08:00:00Z`),
      }),
    });
    const rows = [
      // lena → amueller: one per status
      row('wartet', franzoesisch, lena, amueller, 'Warten auf Überprüfung', 10),
      row('korrigieren', franzoesisch, lena, amueller, 'Korrigieren', 11),
      row('verbessern', franzoesisch, lena, amueller, 'Warten auf Verbesserung', 12),
      row('fertig', franzoesisch, lena, amueller, 'Fertig', 13),
      // tweber → amueller: not lena's
      row('fremd', mathe, tweber, amueller, 'Warten auf Überprüfung', 14),
      // tweber handed in to himself: both parties
      row('selbst', mathe, tweber, tweber, 'Korrigieren', 15),
    ];
    for (const { name, entity } of rows) ids[name] = (await ablage.save(entity)).id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  function list(userId: number, as: string) {
    return request(testApp.server).get(`/api/stapelablage/${userId}`).set('Cookie', as);
  }

  it('shows the sender their hand-ins without Fertig, newest first, with verbessern on their turn', async () => {
    const response = await list(lena.id, cookie.lena).expect(200);
    const eintraege = response.body.stapelablage;
    expect(eintraege.map((e: { id: number; aktion: string | null }) => [e.id, e.aktion])).toEqual([
      [ids['verbessern'], 'verbessern'],
      [ids['korrigieren'], null],
      [ids['wartet'], null],
    ]);
    expect(eintraege[2]).toEqual({
      id: ids['wartet'],
      unterrichtsmodule_id: franzoesisch.id,
      bezeichnung: 'Französisch: Begrüssungen',
      stapel_eigentuemer_id: amueller.id,
      stapel_absender_id: lena.id,
      status: 'Warten auf Überprüfung',
      ist_korrigiert_und_ok: false,
      absender: 'Lena Keller',
      eigentuemer: 'Anna Müller',
      aktion: null,
      erstellt_am: '2026-11-10T08:00:00.000Z',
    });
  });

  it('shows the reviewer every record in their tray without Fertig, with ueberpruefen on their turn', async () => {
    const response = await list(amueller.id, cookie.amueller).expect(200);
    expect(
      response.body.stapelablage.map((e: { id: number; aktion: string | null; absender: string }) => [
        e.id,
        e.aktion,
        e.absender,
      ]),
    ).toEqual([
      [ids['fremd'], 'ueberpruefen', 'Thomas Weber'],
      [ids['verbessern'], null, 'Lena Keller'],
      [ids['korrigieren'], 'ueberpruefen', 'Lena Keller'],
      [ids['wartet'], 'ueberpruefen', 'Lena Keller'],
    ]);
    expect(JSON.stringify(response.body)).not.toContain('Fertig');
  });

  it('lists a record once for a user who is both sender and reviewer, with the action of the role on turn', async () => {
    const response = await list(tweber.id, cookie.tweber).expect(200);
    expect(
      response.body.stapelablage.map((e: { id: number; aktion: string | null }) => [e.id, e.aktion]),
    ).toEqual([
      [ids['selbst'], 'ueberpruefen'],
      [ids['fremd'], null],
    ]);
    expect(response.body.stapelablage[0]).toMatchObject({
      absender: 'Thomas Weber',
      eigentuemer: 'Thomas Weber',
    });
  });

  it('answers a user who is no party, and a main administrator, an empty list', async () => {
    expect((await list(jonas.id, cookie.jonas).expect(200)).body).toEqual({ stapelablage: [] });
    expect((await list(mainAdmin.id, cookie.mainAdmin).expect(200)).body).toEqual({ stapelablage: [] });
  });

  it("refuses another user's list with 403, even to the other party, and reveals nothing", async () => {
    for (const as of [cookie.amueller, cookie.jonas, cookie.mainAdmin]) {
      const response = await list(lena.id, as).expect(403);
      expect(response.body.error).toBe('fehler.keineBerechtigung');
      expect(JSON.stringify(response.body)).not.toContain('Französisch');
    }
  });

  it('answers a bad id with a German 400 and needs a session', async () => {
    for (const bad of ['abc', '0', '-3', '2.5', '99999999999']) {
      const response = await request(testApp.server)
        .get(`/api/stapelablage/${bad}`)
        .set('Cookie', cookie.lena)
        .expect(400);
      expect(response.body.error).toBe('server.anfrage.ungueltigeId');
      expect(typeof response.body.message).toBe('string');
    }
    await request(testApp.server).get(`/api/stapelablage/${lena.id}`).expect(401);
  });
});
