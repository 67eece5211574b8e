// `npm run cluster` (issue 26 §1): N API instances on one machine behind HAProxy, with the MariaDB and
// Redis of DATABASE_URL and REDIS_URL, to try the school authority's setup. Each instance listens on
// 127.0.0.1 only and believes one proxy hop (TRUST_PROXY=1); HAProxy takes the public port.
//
//   DATABASE_URL=mysql://… REDIS_URL=redis://… npm run cluster [-- --instances 3 --port 3000 --no-build]
//
// `kill -HUP <pid>` (the pid it prints) restarts the instances one after another: each gets SIGTERM
// (finishes what it is doing, closes its push streams), the next waits until it is ready again.
// Ctrl-C stops everything. An instance that dies is started again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { haproxyConfig } from './haproxy-config.mjs';

const WORKSPACE = join(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    build: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const instances = Number(args.instances);
const lbPort = Number(args.port);

function fail(message) {
  console.error(message);
  process.exit(1);
}
if (!/^(mysql|mariadb):\/\//.test(process.env.DATABASE_URL ?? '')) {
  fail(
    'npm run cluster braucht DATABASE_URL=mysql://… (MariaDB): mehrere Instanzen teilen keine SQLite-Datei.',
  );
}
if (!process.env.REDIS_URL) {
  fail(
    'npm run cluster braucht REDIS_URL=redis://…: Sitzungsende, Anmeldegrenzen und Push teilen die Instanzen über Redis.',
  );
}
if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).error) {
  fail('npm run cluster braucht HAProxy: apt-get install -y haproxy');
}
if (!Number.isInteger(instances) || instances < 1) fail('--instances: eine positive ganze Zahl');

if (args.build) {
  const build = spawnSync(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '-p',
      'api',
      'shell',
      'cards',
      'exams',
      'races',
      'admin',
      '--parallel=2',
    ],
    { cwd: WORKSPACE, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The first port from `from` on that nobody listens on: instances take the ports after the balancer's. */
function nextFreePort(from) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(nextFreePort(from + 1)));
    probe.listen(from, '127.0.0.1', () => probe.close(() => resolve(from)));
  });
}
const ports = [];
for (let index = 0; index < instances; index += 1) {
  ports.push(await nextFreePort((ports.at(-1) ?? lbPort) + 1));
}
const children = new Map();
let stopping = false;

async function waitUntilReady(port, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance on port ${port} not ready within ${timeoutMs} ms`);
}

function startInstance(port) {
  const child = spawn(process.execPath, ['--v8-pool-size=0', join(WORKSPACE, 'dist/services/api/main.js')], {
    cwd: WORKSPACE,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(port, child);
  child.once('exit', (code, signal) => {
    if (children.get(port) !== child || stopping) return;
    console.log(`instance :${port} exited (${signal ?? code}), starting it again`);
    startInstance(port);
  });
  return child;
}

/** HAProxy's own view (its stats socket): is the instance's server line up and taking requests? */
function haproxyServerUp(index) {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(statsSocket, () => socket.end('show servers state api\n'));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => resolve(false));
    socket.on('close', () => {
      // Columns: be_id be_name srv_id srv_name srv_addr srv_op_state …; state 2 is 'running'.
      const line = answer.split('\n').find((row) => row.split(' ')[3] === `api${index + 1}`);
      resolve(line?.split(' ')[5] === '2');
    });
  });
}

async function waitUntilBalanced(index, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (!(await haproxyServerUp(index))) {
    if (Date.now() > until)
      throw new Error(`HAProxy did not take api${index + 1} back within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One instance after the other: SIGTERM, wait for its exit, start it, wait until HAProxy uses it again. */
async function rollingRestart() {
  for (const [index, port] of ports.entries()) {
    const old = children.get(port);
    const exited = new Promise((resolve) => old.once('exit', resolve));
    children.delete(port);
    old.kill('SIGTERM');
    await exited;
    startInstance(port);
    await waitUntilReady(port);
    await waitUntilBalanced(index);
    console.log(`instance :${port} restarted`);
  }
  console.log('rolling restart done');
}

// The first instance runs the migrations (and a seed) alone; the others start on the migrated schema.
startInstance(ports[0]);
await waitUntilReady(ports[0]);
for (const port of ports.slice(1)) startInstance(port);
await Promise.all(ports.slice(1).map((port) => waitUntilReady(port)));

const runDir = mkdtempSync(join(tmpdir(), 'lernstapel-cluster-'));
const statsSocket = join(runDir, 'haproxy.sock');
const config = haproxyConfig(ports, [`stats socket ${statsSocket} mode 600`]);
const configFile = join(runDir, 'haproxy.cfg');
writeFileSync(configFile, config);
const haproxy = spawn('haproxy', ['-db', '-f', configFile], {
  env: { ...process.env, LB_BIND: `${process.env.LB_HOST ?? '0.0.0.0'}:${lbPort}` },
  stdio: ['ignore', 'inherit', 'inherit'],
});
haproxy.once('exit', (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  fail(`haproxy exited (${code})`);
});
await waitUntilReady(lbPort);
console.log(
  `Lernstapel cluster on http://localhost:${lbPort}: ${instances} instances (${ports.map((port) => `:${port}`).join(', ')}) behind HAProxy; pid ${process.pid} (kill -HUP ${process.pid}: rolling restart)`,
);

let restarting = Promise.resolve();
process.on('SIGHUP', () => {
  restarting = restarting.then(rollingRestart, rollingRestart);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    haproxy.kill('SIGTERM');
    for (const child of children.values()) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 10_000).unref();
    Promise.all(
      [...children.values()].map((child) => new Promise((resolve) => child.once('exit', resolve))),
    ).then(() => process.exit(0));
  });
}
