// Prints, per app, the gzip size of its own initial JavaScript and of the shared chunks, read from the
// production builds in dist/apps (run `npm run bench:bundles`, which builds first).
//
// "Own initial JS" is what the app itself must download before its first screen: for the shell the
// scripts in index.html plus the synchronous chunks of its federated entry, for a remote its
// remoteEntry.js plus the synchronous chunks of its exposed modules. "Shared" are the chunks that
// carry the shared singletons (react, router, RTK, Mantine, our libs). In the running portal only the
// shell's copies of those are loaded; a remote's copies are fallbacks for running it alone.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', '..', 'dist', 'apps');
const APPS = ['shell', 'cards', 'exams', 'races', 'admin'];

const gzipBytes = (dir, file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const sum = (dir, files) => [...new Set(files)].reduce((total, file) => total + gzipBytes(dir, file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function measure(app) {
  const dir = join(DIST, app);
  const manifestFile = join(dir, 'mf-manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} fehlt: zuerst bauen (npm run bench:bundles).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const shared = manifest.shared.flatMap((entry) => entry.assets.js.sync);
  const exposedSync = manifest.exposes.flatMap((entry) => entry.assets.js.sync);
  const exposedLazy = manifest.exposes.flatMap((entry) => entry.assets.js.async);
  const entryScripts = existsSync(join(dir, 'index.html'))
    ? [...readFileSync(join(dir, 'index.html'), 'utf8').matchAll(/<script[^>]*src="?\/?([^"\s>]+\.js)/g)].map(
        (match) => match[1].replace(/^.*\//, ''),
      )
    : [];
  const remoteEntry = existsSync(join(dir, manifest.metaData.remoteEntry.name))
    ? [manifest.metaData.remoteEntry.name]
    : [];
  const own = [...entryScripts, ...(app === 'shell' ? [] : remoteEntry), ...exposedSync].filter(
    (file) => !shared.includes(file),
  );
  return {
    app,
    ownInitial: sum(dir, own),
    lazy: sum(
      dir,
      exposedLazy.filter((file) => !shared.includes(file) && file.endsWith('.js')),
    ),
    shared: sum(dir, shared),
  };
}

const rows = APPS.map(measure);
console.log('app      own initial JS (gzip)   own lazy JS (gzip)   shared chunks (gzip)');
for (const row of rows) {
  console.log(
    `${row.app.padEnd(8)} ${kb(row.ownInitial).padStart(20)} ${kb(row.lazy).padStart(20)} ${kb(row.shared).padStart(22)}`,
  );
}
