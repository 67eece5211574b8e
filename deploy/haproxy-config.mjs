import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * deploy/haproxy.cfg for API instances on 127.0.0.1 at `ports` (its server lines replaced: each checked,
 * and each again as a spare), with `globalLines` added to its global section. Used by `npm run cluster`
 * and by `npm run bench:lighthouse -- --https`.
 */
export function haproxyConfig(ports, globalLines = []) {
  const servers = [
    ...ports.map((port, index) => `    server api${index + 1} 127.0.0.1:${port} check\n`),
    ...ports.map((port, index) => `    server spare${index + 1} 127.0.0.1:${port} backup\n`),
  ].join('');
  return readFileSync(join(import.meta.dirname, 'haproxy.cfg'), 'utf8')
    .replace('global\n', `global\n${globalLines.map((line) => `    ${line}\n`).join('')}`)
    .replace(/ {4}# servers\n( {4}server .*\n)+/, `    # servers\n${servers}`);
}
