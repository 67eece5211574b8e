// Prints, per app, the gzip size of its own initial JavaScript and of its shared chunks.
//
// Builds each app for production with its own webpack config into dist/bench/<app> (the served
// dist/apps stays untouched) and classifies every emitted chunk by the modules webpack put in it:
// - own: a chunk holding the app's own source (apps/<app>/) or the federation runtime;
// - shared: every other chunk, i.e. the shared singletons (react, router, RTK, Mantine, our libs).
// "Own initial" is what the app itself adds before its first screen: for the shell every own chunk
// (its bootstrap loads at once), for a remote remoteEntry.js plus the synchronous chunks of its
// exposed modules. In the portal only the shell's shared chunks load; a remote's copies are the
// fallbacks for running it alone.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WORKSPACE = join(import.meta.dirname, '..', '..');
const APPS = ['shell', 'cards', 'exams', 'races', 'admin'];

function build(app) {
  const configFactory = require(join(WORKSPACE, 'apps', app, 'webpack.config.cjs'));
  const config = configFactory({}, { mode: 'production' });
  config.output = { ...config.output, path: join(WORKSPACE, 'dist', 'bench', app) };
  config.devtool = false;
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else
        resolve({
          dir: config.output.path,
          stats: stats.toJson({ all: false, chunks: true, chunkModules: true }),
        });
    }),
  );
}

function isOwnModule(app, module) {
  const id = `${module.identifier ?? ''} ${module.name ?? ''}`;
  return (
    id.includes(`apps/${app}/`) ||
    id.includes('@module-federation/') ||
    id.includes('container entry') ||
    id.includes('webpack/container/')
  );
}

const gzip = (dir, file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function measure(app) {
  const { dir, stats } = await build(app);
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  const exposedSync = new Set(manifest.exposes.flatMap((entry) => entry.assets.js.sync));
  const sizes = { ownInitial: 0, ownLazy: 0, shared: 0 };
  for (const chunk of stats.chunks) {
    const js = chunk.files.filter((file) => file.endsWith('.js'));
    const bytes = js.reduce((total, file) => total + gzip(dir, file), 0);
    const own = chunk.modules.some((module) => isOwnModule(app, module)) || chunk.entry;
    if (!own) sizes.shared += bytes;
    else if (app === 'shell' || chunk.entry || js.some((file) => exposedSync.has(file)))
      sizes.ownInitial += bytes;
    else sizes.ownLazy += bytes;
  }
  return { app, ...sizes };
}

console.log('app      own initial JS (gzip)   own lazy JS (gzip)   shared chunks (gzip)');
for (const app of APPS) {
  const row = await measure(app);
  console.log(
    `${app.padEnd(8)} ${kb(row.ownInitial).padStart(20)} ${kb(row.ownLazy).padStart(20)} ${kb(row.shared).padStart(22)}`,
  );
}
