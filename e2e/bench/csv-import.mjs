// Imports a 5,000-line card file through the API (POST /api/unterrichtsmodule/importcsv/{id}) and
// prints the time of each run; fails when the median reaches 2 s (issue 9).
//
// Starts the built server (dist/services/api/main.js, `npm run bench:csv` builds it) on a free port
// with a fresh embedded SQLite database in a temporary DATA_DIR (DATABASE_URL=mysql://… measures
// MariaDB instead; the database must be empty), logs in as the demo teacher and imports the same
// file into a new stack per run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS, WORKSPACE } from './portal-process.mjs';

const ZEILEN = 5000;
const LAEUFE = 5;
const GRENZE_MS = 2000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A card file as teachers write them: oral cards, multiple choice, tildes for commas, umlauts. */
function kartenDatei() {
  const zeilen = [];
  for (let i = 1; i <= ZEILEN; i++) {
    if (i % 5 === 0) zeilen.push(`Frage ${i}: Welche Stadt liegt in der Schweiz?;Zürich;München;Wien;Lyon`);
    else zeilen.push(`Übersetze Nr. ${i}~ bitte: das Häuschen;the little house~ cottage ${i}`);
  }
  return Buffer.from(zeilen.join('\r\n'), 'utf8');
}

async function warteAufServer(basis, server) {
  for (let versuch = 0; versuch < 300; versuch++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${basis}/api/hello`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start within 30 s');
}

async function json(antwort) {
  if (!antwort.ok) throw new Error(`${antwort.status} ${await antwort.text()}`);
  return antwort.json();
}

const dataDir = mkdtempSync(join(tmpdir(), 'lernstapel-bench-csv-'));
const port = await freePort();
const basis = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, join(WORKSPACE, 'dist', 'services', 'api', 'main.js')],
  {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

try {
  await warteAufServer(basis, server);
  const logins = JSON.parse(readFileSync(join(dataDir, 'demo-logins.json'), 'utf8'));
  const login = await fetch(`${basis}/api/benutzer/check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ anmeldecode: logins.teacher }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .find((zeile) => zeile.startsWith('ls_session='))
    .split(';')[0];
  const headers = { Cookie: cookie };
  const { flashcardsthemenukategorien } = await json(
    await fetch(`${basis}/api/flashcardsthemen`, { headers }),
  );
  const datei = kartenDatei();

  const zeiten = [];
  for (let lauf = 1; lauf <= LAEUFE; lauf++) {
    const { unterrichtsmodul } = await json(
      await fetch(`${basis}/api/unterrichtsmodule`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          unterrichtsModul: {
            bezeichnung: `Bench ${lauf}`,
            flashcards_kategorie_id: flashcardsthemenukategorien[0].id,
          },
        }),
      }),
    );
    const start = performance.now();
    const ergebnis = await json(
      await fetch(`${basis}/api/unterrichtsmodule/importcsv/${unterrichtsmodul.id}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'text/csv' },
        body: datei,
      }),
    );
    const ms = performance.now() - start;
    if (ergebnis.anzahl !== ZEILEN) throw new Error(`imported ${ergebnis.anzahl} cards, expected ${ZEILEN}`);
    zeiten.push(ms);
    console.log(
      `run ${lauf}: ${ZEILEN} lines (${(datei.length / 1024).toFixed(0)} KiB) imported in ${ms.toFixed(0)} ms`,
    );
  }
  const median = [...zeiten].sort((a, b) => a - b)[Math.floor(zeiten.length / 2)];
  const datenbank = process.env.DATABASE_URL
    ? process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')
    : 'embedded SQLite';
  console.log(
    `CSV import of ${ZEILEN} lines through the API (${datenbank}): median ${median.toFixed(0)} ms (limit ${GRENZE_MS} ms)`,
  );
  if (median >= GRENZE_MS) process.exitCode = 1;
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
