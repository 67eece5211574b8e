import request from 'supertest';
import type { WettbewerbAntwortErgebnis, WettbewerbFrage } from '@lernstapel/contracts';
import type { DataSource } from 'typeorm';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import type { TestApp } from '../../testing/create-test-app';

/** A stack of `ownerId` with written-answer cards 'Frage n' → 'Antwort n' (n = 1..anzahl). */
export async function addRennStapel(
  dataSource: DataSource,
  ownerId: number,
  anzahl: number,
): Promise<number> {
  const stapel = await dataSource
    .getRepository(Unterrichtsmodul)
    .save({ bezeichnung: `Rennstapel ${anzahl}`, eigentuemer_id: ownerId });
  const karten = dataSource.getRepository(Unterrichtsmodulteil);
  for (let n = 1; n <= anzahl; n++) {
    await karten.insert({
      unterrichtsmodule_id: stapel.id,
      autor_id: ownerId,
      frage: `Frage ${n}`,
      antwort1: `Antwort ${n}`,
      antwort1_richtig: true,
      mussfrageschriftlichbeantworten: true,
      wahroderfalsch: -1,
    });
  }
  return stapel.id;
}

/** The written answer a card 'Frage n' of addRennStapel expects. */
export function richtigeAntwort(frage: WettbewerbFrage): { kind: 'schriftlich'; text: string } {
  return { kind: 'schriftlich', text: (frage.karte?.frage ?? '').replace('Frage', 'Antwort') };
}

export function antworten(testApp: TestApp, cookie: string, id: number, body: object): request.Test {
  return request(testApp.server).post(`/api/wettbewerbe/${id}/antwort`).set('Cookie', cookie).send(body);
}

/** Answers the player's current card right; the answer's result. */
export async function richtigAntworten(
  testApp: TestApp,
  cookie: string,
  id: number,
): Promise<WettbewerbAntwortErgebnis> {
  const frage = (
    await request(testApp.server).get(`/api/wettbewerbe/${id}/frage`).set('Cookie', cookie).expect(200)
  ).body as WettbewerbFrage;
  const response = await antworten(testApp, cookie, id, {
    position: frage.position,
    antwort: richtigeAntwort(frage),
  }).expect(200);
  return response.body as WettbewerbAntwortErgebnis;
}

/** A race of the teacher with the given pupils, all confirmed and started; its id. */
export async function gestartetesRennen(
  testApp: TestApp,
  stapelId: number,
  starter: string,
  spieler: { id: number; cookie: string }[],
  modus = 0,
): Promise<number> {
  const erstellt = await request(testApp.server)
    .post('/api/wettbewerbe')
    .set('Cookie', starter)
    .send({ unterrichtsmodul_id: stapelId, modus, teilnehmer: spieler.map((person) => person.id) })
    .expect(201);
  const id = (erstellt.body as { id: number }).id;
  for (const person of spieler) {
    await request(testApp.server)
      .post(`/api/wettbewerbe/${id}/annehmen`)
      .set('Cookie', person.cookie)
      .expect(200);
  }
  await request(testApp.server).post(`/api/wettbewerbe/${id}/starten`).set('Cookie', starter).expect(200);
  return id;
}
