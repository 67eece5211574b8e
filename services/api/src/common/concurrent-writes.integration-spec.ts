import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ANFRAGE_ID_HEADER } from '../anfragen/anfrage.interceptor';
import { binaerTyp } from '../access/access-row';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { routeName, stateChangingRoutes } from '../testing/state-changing-routes';
import { vorabDatei } from '../vorabversionen/testing/vorab-datei';
import {
  KONKURRENZ_FAELLE,
  KONKURRENZ_SCHULKONTO_SCHLUESSEL,
  type KonkurrenzFall,
  type Schreibanfrage,
  welt,
  type Welt,
} from './concurrent-writes.cases';

/** Requests per burst (issue 22 §3). */
const GLEICHZEITIG = 20;

/**
 * Tables whose rows the suite does not count: sessions come and go with every login and logout, and
 * request ids are the mechanism itself (one row per id).
 */
const NICHT_GEZAEHLT = new Set(['sitzung', 'anfrage']);

type Zaehlung = Record<string, number>;

interface Antwort {
  status: number;
  body: unknown;
}

/**
 * Issue 22 §3, "nothing 500s and nothing is lost when many people write at once": every
 * state-changing route of the app's own route list (as the fuzz test enumerates it), each with
 *   1. one request (the row changes of one request: the reference),
 *   2. 20 identical requests with one request id (a double click): they change the database exactly
 *      as one request does and every acknowledged one gets the first one's answer,
 *   3. 20 identical requests without a request id: the services' own keys hold (as one request, or one
 *      request's rows per acknowledged request for a create without a natural key),
 *   4. 20 requests by 20 different users on 20 different targets: all acknowledged, 20 × the rows of one.
 * Never a 5xx. On MariaDB (CI, DATABASE_URL) the requests really run in parallel on the pool; on the
 * embedded SQLite the same checks run with the writes serialised by the single connection.
 */
describe('many people writing at once: every state-changing route', () => {
  let testApp: TestApp;
  let w: Welt;
  let tabellen: string[];
  beforeAll(async () => {
    testApp = await createTestApp({
      mailRateLimit: { windowMs: 60_000, perClient: 100_000, global: 100_000 },
      remotesCanaryJsonPath: vorabDatei().pfad,
      schulkontoSchluessel: KONKURRENZ_SCHULKONTO_SCHLUESSEL,
    });
    w = welt(testApp);
    tabellen = testApp.dataSource.entityMetadatas
      .map((metadata) => metadata.tableName)
      .filter((tabelle) => !NICHT_GEZAEHLT.has(tabelle));
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
  });

  async function zaehlen(): Promise<Zaehlung> {
    const quote = testApp.dataSource.options.type === 'mysql' ? '`' : '"';
    const rows: { t: string; n: number | string }[] = await testApp.dataSource.query(
      tabellen
        .map((tabelle) => `SELECT '${tabelle}' AS t, COUNT(*) AS n FROM ${quote}${tabelle}${quote}`)
        .join(' UNION ALL '),
    );
    return Object.fromEntries(rows.map((row) => [row.t, Number(row.n)]));
  }

  /** Rows added (or removed) per table, only the tables that changed. */
  const differenz = (vorher: Zaehlung, nachher: Zaehlung, mal = 1): Zaehlung =>
    Object.fromEntries(
      tabellen
        .map((tabelle) => [tabelle, ((nachher[tabelle] ?? 0) - (vorher[tabelle] ?? 0)) * mal] as const)
        .filter(([, n]) => n !== 0),
    );
  const mal = (zaehlung: Zaehlung, faktor: number): Zaehlung =>
    Object.fromEntries(
      Object.entries(zaehlung)
        .map(([tabelle, n]) => [tabelle, n * faktor] as const)
        .filter(([, n]) => n !== 0),
    );

  async function senden(anfrage: Schreibanfrage, anfrageId?: string): Promise<Antwort> {
    let pending = request(testApp.server)[anfrage.method](anfrage.path);
    if (anfrage.cookie) pending = pending.set('Cookie', anfrage.cookie);
    if (anfrageId) pending = pending.set(ANFRAGE_ID_HEADER, anfrageId);
    if (typeof anfrage.body === 'string') pending = pending.set('Content-Type', 'text/csv');
    if (Buffer.isBuffer(anfrage.body)) pending = pending.set('Content-Type', binaerTyp(anfrage.body));
    const response = await (anfrage.body === undefined ? pending : pending.send(anfrage.body));
    return { status: response.status, body: response.body };
  }

  const statusListe = (antworten: Antwort[]) => {
    const anzahl: Record<number, number> = {};
    for (const { status } of antworten) anzahl[status] = (anzahl[status] ?? 0) + 1;
    return anzahl;
  };
  const bestaetigt = (antworten: Antwort[]) => antworten.filter(({ status }) => status < 300);

  const routen = () => stateChangingRoutes(testApp).map(routeName);

  it('has a row for every state-changing route and none for a route that no longer exists', () => {
    const namen = routen();
    expect(namen.filter((name) => !(name in KONKURRENZ_FAELLE))).toEqual([]);
    expect(Object.keys(KONKURRENZ_FAELLE).filter((name) => !namen.includes(name))).toEqual([]);
  });

  const zahlen = { routen: 0, anfragen: 0, serverfehler: 0 };
  const fehler: string[] = [];

  async function route(name: string, fall: KonkurrenzFall): Promise<void> {
    const problem = (text: string): void => {
      fehler.push(`${name}: ${text}`);
    };
    const zaehle = (antworten: Antwort[]) => {
      zahlen.anfragen += antworten.length;
      const serverfehler = antworten.filter(({ status }) => status >= 500);
      zahlen.serverfehler += serverfehler.length;
      return serverfehler.length;
    };

    // 1. One request: the reference.
    const eine = await fall.anfrage(w);
    let vorher = await zaehlen();
    const erste = await senden(eine);
    zaehle([erste]);
    if (erste.status >= 300)
      return problem(`one request answered ${erste.status} ${JSON.stringify(erste.body)}`);
    const einzeln = differenz(vorher, await zaehlen());

    // 2. 20 identical requests with one request id (only signed-in users' requests carry one).
    if (eine.cookie?.startsWith('ls_session=')) {
      const gleich = await fall.anfrage(w);
      const anfrageId = randomUUID();
      vorher = await zaehlen();
      const antworten = await Promise.all(
        Array.from({ length: GLEICHZEITIG }, () => senden(gleich, anfrageId)),
      );
      if (zaehle(antworten) > 0)
        problem(`20 identical with a request id: ${JSON.stringify(statusListe(antworten))}`);
      const ok = bestaetigt(antworten);
      if (ok.length === 0)
        problem(
          `20 identical with a request id: none acknowledged ${JSON.stringify(statusListe(antworten))}`,
        );
      if (new Set(ok.map(({ body }) => JSON.stringify(body))).size > 1)
        problem('20 identical with a request id: different answers');
      const rows = differenz(vorher, await zaehlen());
      if (JSON.stringify(rows) !== JSON.stringify(einzeln)) {
        problem(
          `20 identical with a request id changed ${JSON.stringify(rows)}, one request ${JSON.stringify(einzeln)}`,
        );
      }
    }

    // 3. 20 identical requests without a request id.
    const gleich = await fall.anfrage(w);
    vorher = await zaehlen();
    const ohneId = await Promise.all(Array.from({ length: GLEICHZEITIG }, () => senden(gleich)));
    if (zaehle(ohneId) > 0) problem(`20 identical: ${JSON.stringify(statusListe(ohneId))}`);
    const okOhneId = bestaetigt(ohneId).length;
    if (okOhneId === 0) problem(`20 identical: none acknowledged ${JSON.stringify(statusListe(ohneId))}`);
    const erwartet = fall.jedeZaehlt ? mal(einzeln, okOhneId) : einzeln;
    const rowsOhneId = differenz(vorher, await zaehlen());
    if (JSON.stringify(rowsOhneId) !== JSON.stringify(erwartet)) {
      problem(
        `20 identical changed ${JSON.stringify(rowsOhneId)}, expected ${JSON.stringify(erwartet)} (${okOhneId} acknowledged)`,
      );
    }

    // 4. 20 different users on 20 different targets.
    const verschiedene = await Promise.all(Array.from({ length: GLEICHZEITIG }, () => fall.anfrage(w)));
    vorher = await zaehlen();
    const antworten = await Promise.all(verschiedene.map((anfrage) => senden(anfrage)));
    if (zaehle(antworten) > 0) problem(`20 different: ${JSON.stringify(statusListe(antworten))}`);
    if (bestaetigt(antworten).length !== GLEICHZEITIG) {
      const abgelehnt = antworten.find(({ status }) => status >= 300);
      problem(`20 different: ${JSON.stringify(statusListe(antworten))} ${JSON.stringify(abgelehnt?.body)}`);
    }
    const rows = differenz(vorher, await zaehlen());
    if (JSON.stringify(rows) !== JSON.stringify(mal(einzeln, GLEICHZEITIG))) {
      problem(
        `20 different changed ${JSON.stringify(rows)}, expected ${JSON.stringify(mal(einzeln, GLEICHZEITIG))}`,
      );
    }
    zahlen.routen += 1;
  }

  /** While working on one route: KONKURRENZ_ROUTEN=konto runs only the routes whose name contains it. */
  const nur = process.env['KONKURRENZ_ROUTEN'];

  it('answers no 5xx, writes no duplicate and loses no acknowledged write', async () => {
    const auswahl = routen().filter((name) => !nur || name.includes(nur));
    for (const name of auswahl) {
      const fall = KONKURRENZ_FAELLE[name];
      if (fall) await route(name, fall);
    }
    process.stdout.write(
      `concurrent writes (${testApp.dataSource.options.type}): ${zahlen.routen} routes, ` +
        `${zahlen.anfragen} requests, ${zahlen.serverfehler} × 5xx\n`,
    );
    expect(fehler).toEqual([]);
    expect(zahlen.serverfehler).toBe(0);
    expect(zahlen.routen).toBe(auswahl.length);
    if (!nur) expect(zahlen.routen).toBe(routen().length);
  }, 900_000);
});
