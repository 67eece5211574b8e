// bench:lighthouse --https: the portal as a real installation serves it, behind HAProxy with TLS and
// HTTP/2 (deploy/haproxy.cfg with LB_CERT), on a self-signed certificate made for this run.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a bench run by Node: the deployment recipe's own config
import { haproxyConfig } from '../../deploy/haproxy-config.mjs';
import { freePort } from './portal-process.mjs';

/** Resolves once the front answers over TLS (any status). */
async function answers(url, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const probe = request(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(true);
      });
      probe.on('error', () => resolve(false));
      probe.end();
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`HAProxy did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** HAProxy with TLS (HTTP/2 and HTTP/1.1) in front of the portal on `portalPort`. */
export async function startHttpsFront(portalPort) {
  const dir = mkdtempSync(join(tmpdir(), 'lernstapel-https-'));
  const key = join(dir, 'key.pem');
  const certificate = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const pem = join(dir, 'lernstapel.pem');
  execFileSync('sh', ['-c', `cat "${key}" "${certificate}" > "${pem}"`]);
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig([portalPort]));
  const [plainPort, tlsPort] = [await freePort(), await freePort()];
  const haproxy = spawn('haproxy', ['-db', '-f', configFile], {
    env: {
      ...process.env,
      LB_BIND: `127.0.0.1:${plainPort}`,
      LB_TLS_BIND: `127.0.0.1:${tlsPort}`,
      LB_CERT: pem,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `https://127.0.0.1:${tlsPort}`;
  await answers(`${url}/api/hello`);
  return {
    url,
    stop: () => {
      haproxy.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
