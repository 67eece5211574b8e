import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { demoCallers, type DemoCallers } from '../testing/demo-callers';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Benutzerordner } from './entities/benutzerordner.entity';
import { genau } from '../testing/vorhanden';

/** Issue 9: folders (01 §3, §4, §5). */
describe('/api/benutzerordner', () => {
  let testApp: TestApp;
  let user: DemoCallers['user'];
  let cookie: DemoCallers['cookie'];

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ user, cookie } = await demoCallers(testApp));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const ordner = () => testApp.dataSource.getRepository(Benutzerordner);
  const stacks = () => testApp.dataSource.getRepository(Unterrichtsmodul);
  const post = (path: string, as: string, body: object) =>
    request(testApp.server).post(`/api/benutzerordner${path}`).set('Cookie', as).send(body);

  it('creates, renames and lists own folders by name with their stack counts', async () => {
    const created = await post('', cookie.jonas, { name: ' Zebra ' }).expect(200);
    expect(created.body.benutzerordner).toEqual([
      {
        id: expect.any(Number),
        parent_id: null,
        benutzer_id: user.jonas.id,
        name: 'Zebra',
        anzahl_dateien: 0,
      },
    ]);
    await post('', cookie.jonas, { name: 'Äpfel' }).expect(200);
    const zebra = created.body.benutzerordner[0].id;
    await stacks().save([
      { bezeichnung: 'a', eigentuemer_id: user.jonas.id, benutzer_ordner_id: zebra },
      { bezeichnung: 'b', eigentuemer_id: user.jonas.id, benutzer_ordner_id: zebra },
    ]);
    await post('', cookie.jonas, { id: zebra, name: 'Zebras' }).expect(200);
    const list = await request(testApp.server)
      .get(`/api/benutzerordner/${user.jonas.id}`)
      .set('Cookie', cookie.jonas)
      .expect(200);
    expect(
      list.body.benutzerordner.map((o: { name: string; anzahl_dateien: number }) => [
        o.name,
        o.anzahl_dateien,
      ]),
    ).toEqual([
      ['Äpfel', 0],
      ['Zebras', 2],
    ]);
  });

  it.each<[string, string]>([
    ['', 'validierung.ordnernameFehlt'],
    ['   ', 'validierung.ordnernameFehlt'],
    ['mathe', 'validierung.ordnerExistiert'],
    ['  MATHE ', 'validierung.ordnerExistiert'],
  ])(
    'refuses the name %j (01 §5: unique per user, case-insensitive) and stores nothing',
    async (name, key) => {
      await ordner().delete({ benutzer_id: user.lena.id });
      await ordner().save({ benutzer_id: user.lena.id, name: 'Mathe', name_schluessel: 'mathe' });
      const response = await post('', cookie.lena, { name }).expect(400);
      expect(response.body.error).toBe(key);
      expect(await ordner().countBy({ benutzer_id: user.lena.id })).toBe(1);
    },
  );

  it("allows a name another user has, and keeping the own name on rename; another user's folder is 404", async () => {
    const fremd = await ordner().save({
      benutzer_id: user.tweber.id,
      name: 'Geteilt',
      name_schluessel: 'geteilt',
    });
    const eigen = await post('', cookie.amueller, { name: 'geteilt' }).expect(200);
    const id = eigen.body.benutzerordner[0].id;
    await post('', cookie.amueller, { id, name: 'Geteilt' }).expect(200);
    await post('', cookie.amueller, { id: fremd.id, name: 'Meins' }).expect(404);
    expect((await ordner().findOneByOrFail({ id: fremd.id })).name).toBe('Geteilt');
  });

  it('puts own stacks into a folder (at least one) and takes them out again (-99)', async () => {
    const [a, b] = genau(
      await stacks().save([
        { bezeichnung: 'A', eigentuemer_id: user.tweber.id },
        { bezeichnung: 'B', eigentuemer_id: user.tweber.id },
      ]),
      2,
    );
    const ziel = await ordner().save({ benutzer_id: user.tweber.id, name: 'Ziel', name_schluessel: 'ziel' });
    const response = await post('/stapel', cookie.tweber, {
      id: ziel.id,
      unterrichtsmodule_ids: [a.id, b.id],
    }).expect(200);
    expect(response.body.benutzerordner.find((o: { id: number }) => o.id === ziel.id).anzahl_dateien).toBe(2);
    expect(
      response.body.unterrichtsmodule.find((s: { id: number }) => s.id === a.id).benutzer_ordner_id,
    ).toBe(ziel.id);
    const leer = await post('/stapel', cookie.tweber, { id: ziel.id, unterrichtsmodule_ids: [] }).expect(400);
    expect(leer.body.error).toBe('validierung.keinStapelGewaehlt');
    await post('/stapel', cookie.tweber, { id: -99, unterrichtsmodule_ids: [a.id] }).expect(200);
    expect((await stacks().findOneByOrFail({ id: a.id })).benutzer_ordner_id).toBeNull();
  });

  it("refuses another user's stack or folder (404), the team pseudo-folder (400), and moves nothing", async () => {
    const eigen = await stacks().save({ bezeichnung: 'E', eigentuemer_id: user.tweber.id });
    const fremd = await stacks().save({ bezeichnung: 'F', eigentuemer_id: user.amueller.id });
    const ziel = await ordner().save({ benutzer_id: user.tweber.id, name: 'Z2', name_schluessel: 'z2' });
    const fremderOrdner = await ordner().save({
      benutzer_id: user.amueller.id,
      name: 'Z3',
      name_schluessel: 'z3',
    });
    await post('/stapel', cookie.tweber, { id: ziel.id, unterrichtsmodule_ids: [eigen.id, fremd.id] }).expect(
      404,
    );
    await post('/stapel', cookie.tweber, { id: fremderOrdner.id, unterrichtsmodule_ids: [eigen.id] }).expect(
      404,
    );
    const team = await post('/stapel', cookie.tweber, {
      id: 1234567890,
      unterrichtsmodule_ids: [eigen.id],
    }).expect(400);
    expect(team.body.error).toBe('ordner.teamOrdnerNichtWaehlbar');
    expect((await stacks().findOneByOrFail({ id: eigen.id })).benutzer_ordner_id).toBeNull();
    expect((await stacks().findOneByOrFail({ id: fremd.id })).benutzer_ordner_id).toBeNull();
  });

  it('deleting a folder returns its stacks to the unfoldered list (01 §4); sub-folders go with it', async () => {
    const eltern = await ordner().save({
      benutzer_id: user.tweber.id,
      name: 'Eltern',
      name_schluessel: 'eltern',
    });
    const kind = await ordner().save({
      benutzer_id: user.tweber.id,
      name: 'Kind',
      name_schluessel: 'kind',
      parent_id: eltern.id,
    });
    const [s1, s2] = genau(
      await stacks().save([
        { bezeichnung: 'S1', eigentuemer_id: user.tweber.id, benutzer_ordner_id: eltern.id },
        { bezeichnung: 'S2', eigentuemer_id: user.tweber.id, benutzer_ordner_id: kind.id },
      ]),
      2,
    );
    const response = await post('/delete', cookie.tweber, { id: eltern.id }).expect(200);
    expect(response.body.benutzerordner.map((o: { id: number }) => o.id)).not.toContain(eltern.id);
    expect(await ordner().countBy({ id: kind.id })).toBe(0);
    for (const s of [s1, s2]) {
      expect(await stacks().findOneByOrFail({ id: s.id })).toMatchObject({ benutzer_ordner_id: null });
    }
  });

  it("refuses to delete another user's folder (404) and keeps it", async () => {
    const fremd = await ordner().save({
      benutzer_id: user.amueller.id,
      name: 'Bleibt',
      name_schluessel: 'bleibt',
    });
    await post('/delete', cookie.tweber, { id: fremd.id }).expect(404);
    expect(await ordner().countBy({ id: fremd.id })).toBe(1);
  });

  it("lists only the own folders (another user's id 403)", async () => {
    await request(testApp.server)
      .get(`/api/benutzerordner/${user.amueller.id}`)
      .set('Cookie', cookie.tweber)
      .expect(403);
  });
});
