// bench:api — requests/s of the built portal next to a bare Node http.Server, in one run.
//
// Each target gets the same autocannon load (connections, pipelining, duration); targets take turns
// round by round so noise from other work on the machine spreads over all of them, and the median of
// the rounds is printed. The portal and the bare server run in processes of their own; autocannon
// runs here. Usage: npm run bench:api [-- --rounds 3 --duration 5 --connections 10]
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { median, sessionCookie, startPortal, startProcess } from './portal-process.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const rounds = Number(args.rounds);
const load = { connections: Number(args.connections), duration: Number(args.duration), pipelining: 1 };

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, ...load }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

const bare = await startProcess(join(import.meta.dirname, 'bare-server.mjs'), {}, '/');
const portal = await startPortal();
try {
  const cookie = await sessionCookie(portal.url, portal.codes.teacher);
  const pupilCookie = await sessionCookie(portal.url, portal.codes.pupil1);
  const session = await (await fetch(`${portal.url}/api/session`, { headers: { cookie } })).json();
  const gzip = { 'accept-encoding': 'gzip, deflate, br' };
  const targets = [
    ['bare Node http.Server', `${bare.url}/`, {}],
    ['GET /api/session (auth)', `${portal.url}/api/session`, { cookie, ...gzip }],
    [
      'GET /api/unterrichtsmodule/{id}',
      `${portal.url}/api/unterrichtsmodule/${session.userID}`,
      { cookie, ...gzip },
    ],
    ['GET /api/hello', `${portal.url}/api/hello`, gzip],
    ['GET /index.html', `${portal.url}/index.html`, gzip],
    // Issue 27: a signed-in page brings its first answers in the HTML (services/api/src/portal/startdaten.ts).
    [
      'GET /user/flashcards (pupil, signed in)',
      `${portal.url}/user/flashcards`,
      { cookie: pupilCookie, ...gzip },
    ],
  ];
  const results = new Map(targets.map(([name]) => [name, []]));
  console.log(
    `autocannon: ${load.connections} connections, ${load.duration} s per target, ${rounds} round(s); median shown`,
  );
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, url, headers] of targets) results.get(name).push(await run(url, headers));
    process.stderr.write(`round ${round}/${rounds} done\n`);
  }
  const summary = targets.map(([name]) => {
    const rows = results.get(name);
    return {
      name,
      rps: median(rows.map((row) => row.rps)),
      p50: median(rows.map((row) => row.p50)),
      p99: median(rows.map((row) => row.p99)),
    };
  });
  const bareRps = summary[0].rps;
  console.log(
    `${'target'.padEnd(34)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  of bare`,
  );
  for (const row of summary) {
    const share = `${((row.rps / bareRps) * 100).toFixed(1)} %`;
    console.log(
      `${row.name.padEnd(34)}${Math.round(row.rps).toLocaleString('en').padStart(10)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}  ${share.padStart(7)}`,
    );
  }
} finally {
  await portal.stop();
  await bare.stop();
}
