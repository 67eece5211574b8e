// bench:schoolday — issue 26 §2: a school day at the HTTP API. Classes of 30 pupils log in from one
// address over a minute (some mistype first), learn the assignment in quiz mode with think times, race
// in groups of six on the push channel and sit an exam; then the database is compared with what the
// API acknowledged. Prints per step requests, errors by status and p50/p95/p99, and push latency by
// same-instance and cross-instance delivery. See e2e/bench/schoolday/README.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import { freePort, startProcess, waitFor, WORKSPACE } from '../portal-process.mjs';
import { compareExams, compareQuizAnswers, compareRaces } from './acknowledged.mjs';
import { schoolDay } from './day.mjs';
import { pushFigures } from './push-figures.mjs';
import { storedExams, storedQuizAnswers, storedRaces } from './readback.mjs';
import { seedSchool } from './seed.mjs';
import { formatStepTable, StepLog } from './stats.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SCHOOLDAY_URL ?? '' },
    cluster: { type: 'boolean', default: false },
    instances: { type: 'string', default: '2' },
    quick: { type: 'boolean', default: false },
    classes: { type: 'string' },
    pupils: { type: 'string', default: '30' },
    'login-seconds': { type: 'string' },
    'typo-share': { type: 'string', default: '0.1' },
    'quiz-answers': { type: 'string', default: '20' },
    'think-ms': { type: 'string', default: '1500' },
    'race-think-ms': { type: 'string', default: '800' },
    cards: { type: 'string', default: '20' },
    'exam-parts': { type: 'string', default: '5' },
  },
});
const options = {
  classes: Number(args.classes ?? (args.quick ? 2 : 10)),
  pupilsPerClass: Number(args.pupils),
  loginSeconds: Number(args['login-seconds'] ?? (args.quick ? 15 : 60)),
  typoShare: Number(args['typo-share']),
  quizAnswers: Number(args['quiz-answers']),
  thinkMs: Number(args['think-ms']),
  raceThinkMs: Number(args['race-think-ms']),
  cards: Number(args.cards),
  examParts: Number(args['exam-parts']),
};
const TARGET_P95_MS = 200;
const TARGET_CROSS_PUSH_P95_MS = 50;

const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^(mysql|mariadb):\/\//.test(databaseUrl)) {
  console.error(
    'bench:schoolday needs DATABASE_URL=mysql://… (the portal’s database, or a server to create one on)',
  );
  process.exit(1);
}

/** A database of our own on DATABASE_URL's server (the app user may create app_test* databases). */
async function ownDatabase() {
  const server = new URL(databaseUrl);
  const name = `app_test_schoolday_${Date.now()}`;
  const admin = await mysql.createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username),
    password: decodeURIComponent(server.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  server.pathname = `/${name}`;
  return {
    url: server.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE \`${name}\``);
      await admin.end();
    },
  };
}

/** One built portal (`npm start`'s process) on `dbUrl`, or `npm run cluster` behind HAProxy. */
async function startTarget(dbUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lernstapel-schoolday-'));
  const env = {
    DATABASE_URL: dbUrl,
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_KEY_PREFIX: `schoolday-${Date.now()}:`,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  };
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  if (!args.cluster) {
    const portal = await startProcess(join(WORKSPACE, 'dist/services/api/main.js'), env, '/api/health/ready');
    return { url: portal.url, what: 'one instance', stop: async () => (await portal.stop(), cleanUp()) };
  }
  const port = Number(process.env.E2E_PORT ?? (await freePort()));
  const cluster = spawn(
    process.execPath,
    [
      join(WORKSPACE, 'deploy/cluster.mjs'),
      '--instances',
      args.instances,
      '--port',
      String(port),
      '--no-build',
    ],
    {
      cwd: WORKSPACE,
      env: { ...process.env, ...env, LB_HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health/ready`, 120_000);
  return {
    url,
    what: `${args.instances} instances behind HAProxy`,
    stop: () =>
      new Promise((resolve) => {
        cluster.once('exit', () => (cleanUp(), resolve()));
        cluster.kill('SIGTERM');
      }),
  };
}

const ms = (value) => `${value.toFixed(0)} ms`;

async function main() {
  const database = args.url ? null : await ownDatabase();
  const target = args.url
    ? { url: args.url, what: `the portal at ${args.url}`, stop: async () => undefined }
    : await startTarget(database.url);
  const db = await mysql.createConnection(database?.url ?? databaseUrl);
  try {
    const run = Date.now().toString(36).slice(-5).toUpperCase();
    const school = await seedSchool(db, {
      run,
      classes: options.classes,
      pupilsPerClass: options.pupilsPerClass,
      cards: options.cards,
    });
    const pupils = school.classes.flatMap((cls) => cls.pupils);
    console.log(
      `School day on ${target.what}: ${options.classes} classes × ${options.pupilsPerClass} pupils = ${pupils.length}, logins over ${options.loginSeconds} s (${(options.typoShare * 100).toFixed(0)} % mistype first), ${options.quizAnswers} quiz answers each (think ${options.thinkMs} ms), races of 6, an exam of ${options.examParts} parts`,
    );
    const loadBefore = loadavg()[0];
    const log = new StepLog();
    const started = performance.now();
    const record = await schoolDay(target.url, school, options, log);
    const seconds = (performance.now() - started) / 1000;
    const loadAfter = loadavg()[0];

    for (const line of formatStepTable(log.rows())) console.log(line);
    const push = pushFigures([...record.races.values()]);
    console.log(
      `push (race moves to every screen of the race): ${push.deliveries} deliveries, ${push.missed} missed; streams reopened after the server ended them: ${record.pushReconnects}`,
    );
    for (const lane of ['same', 'cross']) {
      const { fromSend, afterAck } = push[lane];
      console.log(
        `  ${lane}-instance: ${fromSend.count} — from sending the answer p50 ${ms(fromSend.p50)}, p95 ${ms(fromSend.p95)}, p99 ${ms(fromSend.p99)}; after its acknowledgement p50 ${ms(afterAck.p50)}, p95 ${ms(afterAck.p95)}, p99 ${ms(afterAck.p99)}`,
      );
    }

    const quiz = compareQuizAnswers(
      record.quiz,
      await storedQuizAnswers(
        db,
        pupils.map((p) => p.id),
      ),
    );
    const races = compareRaces([...record.races.values()], await storedRaces(db, [...record.races.keys()]));
    const exams = compareExams(
      record.exams.flatMap((exam) => exam.pupils),
      await storedExams(
        db,
        record.exams.map((exam) => exam.pruefungId),
      ),
    );
    const problems = [...quiz.problems, ...races.problems, ...exams.problems];
    console.log(
      `checks: ${quiz.acknowledged} quiz answers acknowledged, ${quiz.stored} stored (${quiz.storedUnacknowledged} stored without acknowledgement); ${races.races} races, ${races.races - races.problems.length} with their one acknowledged winner and positions; ${exams.pupils} exams handed in and graded as stored; pupils who dropped out: ${record.dropped.length}; push channels not opened: ${record.pushFailures}`,
    );
    for (const problem of problems.slice(0, 20)) console.log(`  PROBLEM: ${problem}`);
    if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`);

    const rows = log.rows();
    const serverErrors = rows.reduce((sum, row) => sum + row.serverErrors, 0);
    const slow = rows.filter((row) => row.p95 > TARGET_P95_MS).map((row) => `${row.step} (${ms(row.p95)})`);
    console.log(
      `targets: 5xx/failed ${serverErrors} (0); lost ${problems.length} (0); steps over p95 ${TARGET_P95_MS} ms: ${slow.join(', ') || 'none'}; cross-instance push p95 after acknowledgement ${push.cross.afterAck.count ? ms(push.cross.afterAck.p95) : '–'} (≤ ${TARGET_CROSS_PUSH_P95_MS} ms with two instances)`,
    );
    console.log(
      `${seconds.toFixed(0)} s; machine load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} at the end, on ${cpus().length} cores (shared)`,
    );
    if (serverErrors > 0 || problems.length > 0 || record.dropped.length > 0) process.exitCode = 1;
  } finally {
    await db.end();
    await target.stop();
    await database?.drop();
  }
}

await main();
