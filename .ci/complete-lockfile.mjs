// Our npm registry mirror serves only the platform builds this machine kind needs (linux x64); the
// others (darwin, win32, musl, arm, ...) answer 404. `npm install` then writes a lock file without
// entries for those optional packages, and `npm ci` refuses it as "out of sync". This script adds the
// missing entries with the os/cpu/libc their names declare, so `npm ci` skips them as foreign
// platforms instead of failing. Run it after every `npm install` that changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK = join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'win32',
  'sunos',
  'aix',
  'netbsd',
];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.replace(/^@[^/]+\//, '').split('-');
  const entry = {};
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (parts.includes('musl') || parts.includes('musleabihf')) entry.libc = ['musl'];
  else if (os === 'linux' && parts.some((part) => part.startsWith('gnu'))) entry.libc = ['glibc'];
  // sass-embedded's catch-alls for platforms it has no binary for.
  if (name === 'sass-embedded-all-unknown') entry.cpu = ['!arm', '!arm64', '!riscv64', '!x64'];
  if (name === 'sass-embedded-unknown-all') entry.os = ['!android', '!darwin', '!linux', '!win32'];
  return entry.os || entry.cpu ? entry : null;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} foreign-platform entries added`);
