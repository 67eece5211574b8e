/** The players of bench:races, in a worker thread: one SSE channel each, answers over HTTP. */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { PushEreignis } from '@lernstapel/contracts';
import { PushClient } from '../src/push/testing/push-client';

export interface RennenAuftrag {
  port: number;
  /** Each race with its players and, per position, the number n of its card 'Frage n' (shuffled order). */
  rennen: { id: number; spieler: { id: number; cookie: string }[]; nummern: number[] }[];
  sekunden: number;
  antwortAlleMs: number;
  karten: number;
}

export interface RennenErgebnis {
  antworten: number;
  fehler: number;
  verpasst: number;
  sekunden: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The answer request alone (server checks, stores, publishes), p50 and p95. */
  antwortP50: number;
  antwortP95: number;
}

interface Offen {
  start: number;
  fehlend: number;
  benutzerId: number;
  position: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function post(port: number, path: string, cookie: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const daten = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(daten) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(daten);
  });
}

function perzentil(sortiert: number[], p: number): number {
  if (sortiert.length === 0) return 0;
  return sortiert[Math.min(sortiert.length - 1, Math.ceil((p / 100) * sortiert.length) - 1)] ?? 0;
}

async function main(auftrag: RennenAuftrag): Promise<RennenErgebnis> {
  const dauern: number[] = [];
  const anfragen: number[] = [];
  const offen = new Map<number, Offen>();
  let fehler = 0;
  let verpasst = 0;
  const clients: PushClient[] = [];

  // Every screen of every race: the answer is "seen" when the race's 6th screen has it.
  for (const rennen of auftrag.rennen) {
    for (const spieler of rennen.spieler) {
      const client = await PushClient.open({ port: auftrag.port }, spieler.cookie, agent);
      client.onEvent = (ereignis: PushEreignis) => {
        if (ereignis.art !== 'wettbewerb') return;
        const warten = offen.get(ereignis.stand.id);
        if (!warten) return;
        const gesehen = ereignis.stand.teilnehmer.some(
          (t) => t.benutzer_id === warten.benutzerId && t.position >= warten.position,
        );
        if (!gesehen) return;
        warten.fehlend -= 1;
        if (warten.fehlend === 0) {
          dauern.push(performance.now() - warten.start);
          offen.delete(ereignis.stand.id);
        }
      };
      clients.push(client);
    }
  }

  const positionen = new Map<number, number>();
  let antworten = 0;
  const beginn = performance.now();
  const ende = beginn + auftrag.sekunden * 1000;
  // Each race answers every antwortAlleMs, spread evenly over the interval.
  await Promise.all(
    auftrag.rennen.map(async (rennen, index) => {
      await new Promise((r) => setTimeout(r, (index / auftrag.rennen.length) * auftrag.antwortAlleMs));
      let runde = 0;
      while (performance.now() < ende) {
        const spieler = rennen.spieler[runde % rennen.spieler.length];
        runde += 1;
        if (!spieler) break;
        const position = positionen.get(spieler.id) ?? 0;
        if (position >= auftrag.karten) break;
        if (offen.has(rennen.id)) verpasst += 6;
        const gesendet = performance.now();
        offen.set(rennen.id, {
          start: gesendet,
          fehlend: 6,
          benutzerId: spieler.id,
          position: position + 1,
        });
        const status = await post(auftrag.port, `/api/wettbewerbe/${rennen.id}/antwort`, spieler.cookie, {
          position,
          antwort: { kind: 'schriftlich', text: `Antwort ${rennen.nummern[position] ?? 0}` },
        }).catch(() => 0);
        anfragen.push(performance.now() - gesendet);
        if (status === 200) positionen.set(spieler.id, position + 1);
        else fehler += 1;
        antworten += 1;
        await new Promise((r) => setTimeout(r, auftrag.antwortAlleMs));
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 500));
  verpasst += [...offen.values()].reduce((summe, warten) => summe + warten.fehlend, 0);
  for (const client of clients) client.close();
  agent.destroy();
  const sortiert = [...dauern].sort((a, b) => a - b);
  const anfragenSortiert = [...anfragen].sort((a, b) => a - b);
  return {
    antworten,
    fehler,
    verpasst,
    sekunden: (performance.now() - beginn) / 1000,
    p50: perzentil(sortiert, 50),
    p95: perzentil(sortiert, 95),
    p99: perzentil(sortiert, 99),
    max: sortiert[sortiert.length - 1] ?? 0,
    antwortP50: perzentil(anfragenSortiert, 50),
    antwortP95: perzentil(anfragenSortiert, 95),
  };
}

if (parentPort) {
  void main(workerData as RennenAuftrag).then((ergebnis) => parentPort?.postMessage(ergebnis));
}
