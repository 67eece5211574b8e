// Prints what issue 14 measured against the running portal, at the default limits:
// - a class behind one school address: 30 logins from one address within a minute, some mistyped first;
// - a flood: 300 wrong codes from 35 addresses, then every demo user logs in from a flooding and a fresh
//   address (valid codes must still be accepted, only the failures may slow down).
// Starts the built API (dist/services/api/main.js, `npx nx run api:build`) on a free port with an empty
// embedded database and TRUST_PROXY=1, so X-Forwarded-For names the simulated client addresses.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS, WORKSPACE } from './portal-process.mjs';

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'lernstapel-bench-'));
const api = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(WORKSPACE, 'dist/services/api/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    TRUST_PROXY: '1',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 120) throw new Error('the API did not start');
    try {
      if ((await fetch(`${base}/api/hello`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const logins = JSON.parse(readFileSync(join(dataDir, 'demo-logins.json'), 'utf8'));

  async function login(code, address) {
    const start = performance.now();
    const response = await fetch(`${base}/api/benutzer/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ anmeldecode: code }),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - start };
  }
  const tally = (answers) =>
    Object.entries(
      answers.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
    )
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
  const slowest = (answers) => Math.max(...answers.map(({ ms }) => ms)).toFixed(0);

  // A class behind one address: 30 logins in well under a minute, 9 of them after a typo.
  const pupils = [logins.pupil1, logins.pupil2, logins.pupil3];
  const klasse = [];
  const typos = [];
  for (let index = 0; index < 30; index += 1) {
    const code = pupils[index % pupils.length];
    if (index > 0 && index % 3 === 0) typos.push(await login(`${code}X`, '198.51.100.10'));
    klasse.push(await login(code, '198.51.100.10'));
  }
  console.log(`30 logins from one address: ${tally(klasse)} (after ${typos.length} typos: ${tally(typos)})`);

  // A flood: 300 wrong codes from 35 addresses at once (under each address's own limit).
  const started = performance.now();
  const flood = await Promise.all(
    Array.from({ length: 300 }, (_unused, index) => login('FALSCHERCODE', `203.0.113.${index % 35}`)),
  );
  console.log(
    `flood: 300 wrong codes from 35 addresses in ${((performance.now() - started) / 1000).toFixed(1)} s: ${tally(flood)}, slowest ${slowest(flood)} ms`,
  );
  const valid = [];
  for (const [role, code] of Object.entries(logins)) {
    valid.push({ role, ...(await login(code, '203.0.113.7')) });
    valid.push({ role, ...(await login(code, '192.0.2.99')) });
  }
  console.log(
    `valid codes right after the flood (${valid.length} logins of ${Object.keys(logins).length} users): ${tally(valid)}, slowest ${slowest(valid)} ms`,
  );
  const late = await login('FALSCHERCODE', '192.0.2.98');
  console.log(`a wrong code after the flood: ${late.status} after ${late.ms.toFixed(0)} ms`);
} finally {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
