// Starts the built portal (dist/services/api/main.js, exactly as `npm start` serves it) in its own
// process on a free loopback port, with the embedded database in a fresh folder (demo school seeded).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const WORKSPACE = join(import.meta.dirname, '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Node's flags of `npm start` (services/api/README.md says why). */
export const SERVER_NODE_FLAGS = ['--v8-pool-size=0'];

/** Spawns `node script` with `env` and waits until `readyPath` answers; returns { url, port, pid, stop }. */
export async function startProcess(script, env, readyPath) {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script], {
    cwd: WORKSPACE,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`))),
  );
  await Promise.race([waitFor(`${url}${readyPath}`), exited]);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, port, pid: child.pid, stop };
}

/** The portal with a fresh embedded database; `codes` are the demo logins it wrote on start. */
export async function startPortal(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lernstapel-bench-'));
  const portal = await startProcess(
    join(WORKSPACE, 'dist', 'services', 'api', 'main.js'),
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOGIN_RATE_LIMIT_PER_CLIENT: '1000',
      NODE_ENV: 'production',
      ...env,
    },
    '/api/hello',
  );
  const codes = JSON.parse(readFileSync(join(dataDir, 'demo-logins.json'), 'utf8'));
  return {
    ...portal,
    codes,
    stop: async () => {
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in with a code and returns the session cookie header ("ls_session=…"). */
export async function sessionCookie(url, code) {
  const response = await fetch(`${url}/api/benutzer/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ anmeldecode: code }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('ls_session='));
  return cookie.split(';')[0];
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
