import request from 'supertest';
import { PruefungsteilKarteGeloescht1795300012100 as Migration } from '../database/migrations/1795300012100-pruefungsteil-karte-geloescht';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { leerePruefungsAntwort as leereAntwort } from '@lernstapel/rules';
import { userByCode } from '../testing/second-school';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';
import { genau } from '../testing/vorhanden';

type Wer = 'teacher' | 'pupil1';

/**
 * Issue 12: the parts are a snapshot. A teacher deleting a card from the stack while pupils take the exam
 * neither removes the part nor the pupils' answers: the part lives on in its snapshot, unlinked.
 */
describe('an exam part whose card is deleted from the stack (02 §3 Pruefungsteil snapshot)', () => {
  let testApp: TestApp;
  const cookies = {} as Record<Wer, string>;
  const ids = {} as Record<Wer, number>;
  let stapelId: number;
  let hundId: number;
  let erdeId: number;
  let pruefungId: number;
  let teilIds: [number, number];

  const call = (wer: Wer, method: 'get' | 'post' | 'put', path: string, body?: object) => {
    const pending = request(testApp.server)[method](`/api${path}`).set('Cookie', cookies[wer]);
    return body === undefined ? pending : pending.send(body);
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const wer of ['teacher', 'pupil1'] as const) {
      cookies[wer] = await sessionCookieFor(testApp, testApp.logins[wer]);
      ids[wer] = (await userByCode(testApp.dataSource, testApp.logins[wer])).id;
    }
    const stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Wandelbarer Stapel', eigentuemer_id: ids.teacher });
    stapelId = stapel.id;
    const base = { unterrichtsmodule_id: stapel.id, autor_id: ids.teacher, wahroderfalsch: -1 };
    const [hund, erde] = genau(
      await testApp.dataSource.getRepository(Unterrichtsmodulteil).save([
        { ...base, frage: 'Hund auf Englisch?', antwort1: 'dog', mussfrageschriftlichbeantworten: true },
        { ...base, frage: 'Die Erde ist rund.', wahroderfalsch: 1 },
      ]),
      2,
    );
    hundId = hund.id;
    erdeId = erde.id;
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  it('a pupil starts the released exam and answers the first part', async () => {
    pruefungId = (await call('teacher', 'post', '/pruefungen').expect(200)).body.id;
    const teile = await call('teacher', 'put', `/pruefungen/pruefungsteile/${pruefungId}`, {
      unterrichtsmodul_id: stapelId,
      teile: [
        { unterrichtsmodulteil_id: hundId, punkte: 2 },
        { unterrichtsmodulteil_id: erdeId, punkte: 1 },
      ],
    }).expect(200);
    teilIds = genau<number, 2>(
      teile.body.map((teil: { id: number }) => teil.id),
      2,
    );
    await call('teacher', 'post', `/pruefungen/freigeben/${pruefungId}`, { freigegeben: true }).expect(200);
    await call('pupil1', 'post', `/pruefungen/start/${pruefungId}`).expect(200);
    await call('pupil1', 'put', `/pruefungen/schuelerinpruefungsteilen/${pruefungId}`, {
      ...leereAntwort(teilIds[0]),
      antwort1: 'dog',
    }).expect(204);
  });

  it('deleting the card keeps the part (unlinked) and the pupil’s answer', async () => {
    await call('teacher', 'post', '/unterrichtsmodulteile/delete', { id: hundId }).expect(200);
    const teil = await testApp.dataSource.getRepository(Pruefungsteil).findOneByOrFail({ id: teilIds[0] });
    expect(teil.unterrichtsmodulteil_id).toBeNull();
    const antwort = await testApp.dataSource
      .getRepository(SchuelerInPruefungsteil)
      .findOneByOrFail({ pruefungsteile_id: teilIds[0], schueler_id: ids.pupil1 });
    expect(antwort.antwort1).toBe('dog');
  });

  it('the teacher still sees the part from its snapshot', async () => {
    const response = await call('teacher', 'get', `/pruefungen/pruefungsteile/${pruefungId}`).expect(200);
    expect(response.body).toHaveLength(2);
    expect(response.body[0]).toMatchObject({
      id: teilIds[0],
      unterrichtsmodulteil_id: null,
      punkte: 2,
      karte: { frage: 'Hund auf Englisch?', antwort1: 'dog' },
    });
    expect(response.body[1]).toMatchObject({ id: teilIds[1], unterrichtsmodulteil_id: erdeId });
    const detail = await call('teacher', 'get', `/pruefungen/id/${pruefungId}`).expect(200);
    expect(detail.body).toMatchObject({ anzahl_teile: 2, gesamtpunktezahl: 3 });
  });

  it('the pupil still gets the question, finds the answer again and hands in', async () => {
    const fragen = await call('pupil1', 'get', `/pruefungen/pruefungsteile/${pruefungId}`).expect(200);
    expect(fragen.body.map((frage: { frage: string }) => frage.frage)).toEqual([
      'Hund auf Englisch?',
      'Die Erde ist rund.',
    ]);
    expect(JSON.stringify(fragen.body)).not.toContain('dog');
    const eigene = await call(
      'pupil1',
      'get',
      `/pruefungen/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`,
    ).expect(200);
    expect(eigene.body.teile[0].antwort1).toBe('dog');
    const abgabe = await call('pupil1', 'post', '/pruefungen/schuelerinpruefungsteilen', {
      pruefung_id: pruefungId,
      antworten: [
        { ...leereAntwort(teilIds[0]), antwort1: 'dog' },
        { ...leereAntwort(teilIds[1]), wahroderfalsch: 1 },
      ],
    }).expect(200);
    expect(abgabe.body).toMatchObject({ status: 'abgegeben' });
  });

  it('the teacher grades the part against its snapshot and presses Korrigiert!', async () => {
    const korrektur = await call(
      'teacher',
      'get',
      `/pruefungen/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`,
    ).expect(200);
    expect(
      korrektur.body.teile.map(
        (teil: { vorgeschlagene_punkte: number | null }) => teil.vorgeschlagene_punkte,
      ),
    ).toEqual([2, 1]);
    const gespeichert = await call('teacher', 'post', `/pruefungen/korrektur/${pruefungId}/${ids.pupil1}`, {
      teile: teilIds.map((id, index) => ({
        pruefungsteil_id: id,
        punkte: [2, 1][index],
        kommentar_lehrperson: '',
      })),
      note: 1,
      kommentar_lehrperson: 'Alles richtig',
      korrigiert: true,
    }).expect(200);
    expect(gespeichert.body.zeile).toMatchObject({ status: 'korrigiert', punkte: 3, note: 1 });
    const ueberblick = await call('teacher', 'get', `/pruefungen/schuelerinpruefungen/${pruefungId}`).expect(
      200,
    );
    expect(
      ueberblick.body.find((zeile: { schueler_id: number }) => zeile.schueler_id === ids.pupil1),
    ).toMatchObject({ status: 'korrigiert', punkte: 3 });
  });

  it('the migration keeps the card links and the answers (down drops only the unlinked part)', async () => {
    const teile = testApp.dataSource.getRepository(Pruefungsteil);
    const antworten = testApp.dataSource.getRepository(SchuelerInPruefungsteil);
    const queryRunner = testApp.dataSource.createQueryRunner();
    try {
      await queryRunner.beforeMigration();
      await new Migration().down(queryRunner);
      expect(await teile.findBy({ pruefung_id: pruefungId })).toEqual([
        expect.objectContaining({ id: teilIds[1], unterrichtsmodulteil_id: erdeId }),
      ]);
      await new Migration().up(queryRunner);
      await queryRunner.afterMigration();
    } finally {
      await queryRunner.release();
    }
    expect(await teile.findOneByOrFail({ id: teilIds[1] })).toMatchObject({
      unterrichtsmodulteil_id: erdeId,
    });
    expect(
      await antworten.findOneByOrFail({ pruefungsteile_id: teilIds[1], schueler_id: ids.pupil1 }),
    ).toMatchObject({ wahroderfalsch: 1, punkte: 1 });
    expect(await antworten.countBy({ pruefungsteile_id: teilIds[0] })).toBe(0);
    await call('teacher', 'post', '/unterrichtsmodulteile/delete', { id: erdeId }).expect(200);
    expect(await teile.findOneByOrFail({ id: teilIds[1] })).toMatchObject({ unterrichtsmodulteil_id: null });
  });
});
