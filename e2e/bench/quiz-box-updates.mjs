// bench:quiz — box updates (POST /api/unterrichtsmodulteile/quiz/fach) from 50 concurrent learners
// against the built portal, on the embedded database and on MariaDB (issue 11).
//
// 50 learners = 50 sessions of the demo school's five accounts, each learning a stack of its own
// with 20 cards; every request is one answer (a random card, known or not, a fresh request id), so
// each is a real write (box, answer log, FSRS state). Two loads per database: as fast as it goes
// (autocannon, req/s), and a fixed 500 updates/s evenly paced (the target: p99 ≤ 15 ms on MariaDB;
// see `paced` for why not autocannon's rate). Besides latency, the API process's CPU time per update
// (steadier than latency on a shared machine). Usage:
//   npm run bench:quiz [-- --duration 10 --learners 50 --rate 500 --mariadb mysql://app:app@127.0.0.1:33306]
// Without --mariadb, DATABASE_URL's server is used; with neither, only the embedded database runs.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { sessionCookie, startPortal } from './portal-process.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    learners: { type: 'string', default: '50' },
    rate: { type: 'string', default: '500' },
    cards: { type: 'string', default: '20' },
    mariadb: { type: 'string', default: process.env.DATABASE_URL ?? '' },
  },
});
const LEARNERS = Number(args.learners);
const CARDS = Number(args.cards);
const WARM_UP_SECONDS = 1;
const ROLES = ['teacher', 'teacherAdmin', 'pupil1', 'pupil2', 'pupil3'];

async function api(url, cookie, path, body, contentType = 'application/json') {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, origin: url, 'content-type': contentType },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Each learner: a session and a stack of its own with CARDS cards; answers their card ids. */
async function prepareLearners(portal) {
  const themen = await api(
    portal.url,
    await sessionCookie(portal.url, portal.codes.teacher),
    '/api/flashcardsthemen',
  );
  const kategorie = themen.flashcardsthemenukategorien[0].id;
  const csv = Array.from({ length: CARDS }, (_, i) => `Frage ${i + 1};Antwort ${i + 1}`).join('\n');
  const learners = [];
  for (let i = 0; i < LEARNERS; i++) {
    const cookie = await sessionCookie(portal.url, portal.codes[ROLES[i % ROLES.length]]);
    const { unterrichtsmodul } = await api(portal.url, cookie, '/api/unterrichtsmodule', {
      unterrichtsModul: { bezeichnung: `Bench ${i + 1}`, flashcards_kategorie_id: kategorie },
    });
    await api(portal.url, cookie, `/api/unterrichtsmodule/importcsv/${unterrichtsmodul.id}`, csv, 'text/csv');
    const quiz = await api(portal.url, cookie, `/api/unterrichtsmodulteile/quiz/${unterrichtsmodul.id}`);
    learners.push({ cookie, cardIds: quiz.karten.map((karte) => karte.id) });
  }
  return learners;
}

/** Linux's clock ticks per second in /proc (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) the portal process has used so far, from /proc; null elsewhere. On a
 * shared machine latency is mostly waiting for a core, so the CPU per update is the steadier figure.
 */
function cpuMs(pid) {
  try {
    const felder = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(felder[11]) + Number(felder[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const headers = (portal, learner) => ({
  cookie: learner.cookie,
  origin: portal.url,
  'content-type': 'application/json',
});

/** One answer: a random card of the learner's stack, known or not, a fresh request id. */
function antwort({ cardIds }) {
  const id = cardIds[Math.floor(Math.random() * cardIds.length)];
  return JSON.stringify({ id, gewusst: Math.random() < 0.7, anfrage_id: randomUUID() });
}

const perzentil = (sortiert, p) =>
  sortiert[Math.min(sortiert.length - 1, Math.ceil((p / 100) * sortiert.length) - 1)] ?? 0;

/**
 * A fixed rate, evenly paced: each learner answers every LEARNERS/rate seconds, the learners spread
 * over that interval, so the updates arrive one by one. (autocannon's rate sends each connection's
 * share of a second back to back when the second starts: a burst of 50 each second, whose queue
 * is what its p99 measured.) Latency counts from the planned send time, so a server that falls
 * behind is not flattered (coordinated omission).
 */
async function paced(portal, learners, rate) {
  const agent = new Agent({ keepAlive: true, maxSockets: learners.length });
  const { port } = new URL(portal.url);
  const post = (learner) =>
    new Promise((resolve) => {
      const body = antwort(learner);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/unterrichtsmodulteile/quiz/fach',
          method: 'POST',
          agent,
          headers: { ...headers(portal, learner), 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  const intervalMs = (learners.length * 1000) / rate;
  const latencies = [];
  let errors = 0;
  /** Every learner answers at its pace for `seconds`; `record` gets each answer's latency. */
  const run = (seconds, record) => {
    const start = performance.now();
    const end = start + seconds * 1000;
    return Promise.all(
      learners.map(async (learner, index) => {
        for (
          let planned = start + (index * intervalMs) / learners.length;
          planned < end;
          planned += intervalMs
        ) {
          const wait = planned - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const status = await post(learner);
          record(status, performance.now() - planned);
        }
      }),
    );
  };
  // A second at the same pace first, not measured: the 50 connections open and the previous load's
  // queue drains, so the figures are those of the steady rate.
  await run(WARM_UP_SECONDS, () => undefined);
  const cpuVorher = cpuMs(portal.pid);
  const start = performance.now();
  await run(Number(args.duration), (status, latency) => {
    if (status !== 200) errors += 1;
    latencies.push(latency);
  });
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  const cpuNachher = cpuMs(portal.pid);
  const sortiert = latencies.sort((a, b) => a - b);
  return {
    cpuPerUpdate:
      cpuVorher === null || cpuNachher === null ? null : (cpuNachher - cpuVorher) / latencies.length,
    rps: latencies.length / seconds,
    p50: Math.round(perzentil(sortiert, 50) * 10) / 10,
    p99: Math.round(perzentil(sortiert, 99) * 10) / 10,
    errors,
  };
}

/** As fast as it goes: autocannon, LEARNERS connections each sending its next answer on the last reply. */
function load(portal, learners) {
  let next = 0;
  const cpuVorher = cpuMs(portal.pid);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${portal.url}/api/unterrichtsmodulteile/quiz/fach`,
        connections: LEARNERS,
        duration: Number(args.duration),
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              context.learner ??= learners[next++ % learners.length];
              return {
                ...request,
                headers: { ...request.headers, ...headers(portal, context.learner) },
                body: antwort(context.learner),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0) return reject(new Error(`${result.non2xx} non-2xx answers`));
        // Timeouts (autocannon's 10 s) are printed, not hidden: an overloaded machine shows here.
        const cpuNachher = cpuMs(portal.pid);
        resolve({
          cpuPerUpdate:
            cpuVorher === null || cpuNachher === null
              ? null
              : (cpuNachher - cpuVorher) / Math.max(1, result.requests.total),
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
}

async function bench(name, env = {}) {
  const portal = await startPortal(env);
  try {
    const learners = await prepareLearners(portal);
    const rows = [
      [`${name}, as fast as it goes`, await load(portal, learners)],
      [`${name}, ${args.rate} updates/s paced`, await paced(portal, learners, Number(args.rate))],
    ];
    return rows;
  } finally {
    await portal.stop();
  }
}

const results = [...(await bench('embedded SQLite'))];
if (args.mariadb) {
  const server = new URL(args.mariadb);
  const database = `app_test_benchquiz_${Date.now()}`;
  const admin = await mysql.createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username),
    password: decodeURIComponent(server.password),
  });
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    server.pathname = `/${database}`;
    results.push(...(await bench('MariaDB', { DATABASE_URL: server.toString(), SEED_DEMO: '1' })));
  } finally {
    await admin.query(`DROP DATABASE \`${database}\``);
    await admin.end();
  }
}

console.log(
  `autocannon: ${LEARNERS} learners (connections), ${args.duration} s per load, ${CARDS} cards each`,
);
console.log(
  `${'load'.padEnd(44)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'API CPU ms/update'.padStart(19)}`,
);
for (const [name, row] of results) {
  const cpu = row.cpuPerUpdate === null ? '–' : row.cpuPerUpdate.toFixed(2);
  console.log(
    `${name.padEnd(44)}${Math.round(row.rps).toLocaleString('en').padStart(10)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${String(row.errors).padStart(8)}${cpu.padStart(19)}`,
  );
}
console.log(`machine load average (1 min) at the end: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
