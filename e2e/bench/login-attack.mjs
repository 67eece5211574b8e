// bench:attack — issue 22 §2: a school behind one address never locks itself out, and one address alone
// stays within the guessing bound of the README ('Safe under attack'). Against the built portal
// (dist/services/api/main.js, `npx nx run api:build`) with an empty embedded database and TRUST_PROXY=1,
// so X-Forwarded-For names the simulated client addresses. Every browser is a first-time browser (no
// device cookie) unless it says otherwise.
//
// 1. At the default limits, in real time, at the same time during one minute:
//    - a school: 300 pupils from one address, 30 of them mistyping once first (retyping 2 s later);
//    - a class: 30 pupils from another address, 12 of them mistyping once first.
//    Targets: all in, no correct code refused, none delayed by more than 5 s.
// 2. A flood: 35 addresses × 9 wrong codes at once, then every valid user logs in from a flooding address
//    and from a fresh one. Target: all in at once.
// 3. One address guessing: the limiter's windows are configurable, so a second portal runs with the
//    window compressed to 1 s and the day to 60 s (LOGIN_RATE_WINDOW_MS=1000, LOGIN_RATE_DAY_MS=60000;
//    all counts as at the defaults). An attacker without a valid code, and one using the device cookie
//    of a valid code of its own, send wrong codes as fast as they are answered for one compressed day;
//    the wrong codes checked are counted and compared with the stated daily bound.
import { cpus, loadavg } from 'node:os';
import { median, startPortal } from './portal-process.mjs';

const ALPHABET = 'ACDEFHJKLMNPRTUVWXY3'; // only for making typos; the server's alphabet is in libs/rules
const DAY_LIMIT = 200; // LOGIN_RATE_LIMIT_PER_DAY's default: the bound the README states
const CODES = 20 ** 12;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function login(base, code, address, cookie) {
  const start = performance.now();
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': address };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${base}/api/benutzer/check`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ anmeldecode: code }),
  });
  await response.arrayBuffer();
  const device = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('ls_geraet='))
    ?.split(';')[0];
  return {
    status: response.status,
    ms: performance.now() - start,
    device,
    retryAfter: response.headers.get('retry-after'),
  };
}

const typo = (code) => {
  const last = code.at(-1);
  return code.slice(0, -1) + ALPHABET[(ALPHABET.indexOf(last) + 1) % ALPHABET.length];
};
const tally = (answers) =>
  Object.entries(
    answers.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
  )
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
const slowest = (answers) => Math.max(...answers.map(({ ms }) => ms));
const typical = (answers) => median(answers.map(({ ms }) => ms));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** `count` pupils of the demo teacher's class, created through the API; answers their codes. */
async function newPupils(portal, count) {
  const response = await fetch(`${portal.url}/api/benutzer/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ anmeldecode: portal.codes.teacher }),
  });
  const session = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('ls_session='))
    .split(';')[0];
  let klasse = [];
  for (let index = 0; index < count; index += 1) {
    const created = await fetch(`${portal.url}/api/benutzer/neuerschueler`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session, origin: portal.url },
      body: JSON.stringify({ benutzername: `bench.${index}` }),
    });
    if (!created.ok) throw new Error(`new pupil: ${created.status} ${await created.text()}`);
    klasse = await created.json();
  }
  return klasse.filter((pupil) => pupil.benutzername.startsWith('bench.')).map((pupil) => pupil.anmeldecode);
}

/** Pupils arriving evenly over `durationMs` from `address`; those in `mistyping` type a wrong code first. */
async function arrivals(base, codes, address, durationMs, mistyping) {
  const correct = [];
  const typos = [];
  await Promise.all(
    codes.map(async (code, index) => {
      await sleep((index * durationMs) / codes.length);
      if (mistyping(index)) {
        typos.push(await login(base, typo(code), address));
        await sleep(2000);
      }
      correct[index] = await login(base, code, address);
    }),
  );
  return { correct, typos };
}

function report(name, { correct, typos }) {
  const inside = correct.filter(({ status }) => status === 200).length;
  const refused = correct.filter(({ status }) => status === 429).length;
  console.log(
    `${name}: ${inside} of ${correct.length} in, correct codes refused: ${refused}, correct logins median ${seconds(typical(correct))}, slowest ${seconds(slowest(correct))}; typos: ${tally(typos)}`,
  );
}

/** Sends wrong codes from `address` (with `cookie`) as fast as they are answered, `parallel` at a time, for `ms`. */
async function guess(base, address, cookie, ms, parallel = 10) {
  const until = Date.now() + ms;
  const checked = [];
  const answers = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (Date.now() < until) {
        const answer = await login(base, 'FALSCHERCODE', address, cookie);
        answers.push(answer);
        if (answer.status === 401) checked.push(Date.now());
      }
    }),
  );
  return { checked, answers };
}

const years = (tries, perDay) => tries / perDay / 365;
const big = (value) =>
  value >= 1e6 ? value.toExponential(1).replace('e+', ' × 10^') : Math.round(value).toLocaleString('en');

// With REDIS_URL set the counters live in Redis (as with several instances), else in the process.
const COUNTERS = { REDIS_URL: process.env.REDIS_URL ?? '' };
console.log(
  `counters: ${COUNTERS.REDIS_URL ? 'Redis' : 'in memory'}; machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} (latencies include other processes' load)`,
);

// 1 and 2 at the default limits.
const portal = await startPortal({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_CLIENT: '', ...COUNTERS });
try {
  const codes = await newPupils(portal, 360);
  const school = codes.slice(0, 300);
  const klasse = codes.slice(300, 330);
  const together = codes.slice(330);
  console.log('1. one minute, default limits (every browser new, no device cookie)');
  const [schoolAnswers, classAnswers, togetherAnswers] = await Promise.all([
    arrivals(portal.url, school, '198.51.100.10', 60_000, (index) => index % 10 === 5),
    arrivals(portal.url, klasse, '198.51.100.20', 60_000, (index) => index % 5 < 2),
    arrivals(portal.url, together, '198.51.100.30', 1, (index) => index % 5 < 2),
  ]);
  report('   school: 300 pupils from one address, 30 typos', schoolAnswers);
  report('   class: 30 pupils from one address, 12 typos', classAnswers);
  report('   class all at the same moment: 30 pupils, 12 typos', togetherAnswers);

  console.log(
    "   then someone at the school's address sends 500 wrong codes at once, and the 300 browsers log in again over a minute",
  );
  const misuse = await Promise.all(
    Array.from({ length: 500 }, () => login(portal.url, 'FALSCHERCODE', '198.51.100.10')),
  );
  const newcomer = await login(portal.url, klasse[0], '198.51.100.10');
  const again = await Promise.all(
    schoolAnswers.correct.map(async (answer, index) => {
      await sleep(index * 200);
      return login(portal.url, school[index], '198.51.100.10', answer.device);
    }),
  );
  console.log(
    `   wrong codes: ${tally(misuse)}; the 300 known browsers (device cookie) over one minute: ${tally(again)}, median ${seconds(typical(again))}, slowest ${seconds(slowest(again))}; a new browser right after the wrong codes: ${newcomer.status}${newcomer.retryAfter ? ` (Retry-After ${newcomer.retryAfter} s, the end of the window; the day's room is not used up)` : ''}`,
  );

  console.log('2. a flood: 35 addresses × 9 wrong codes at once, then every valid user');
  const started = performance.now();
  const flood = await Promise.all(
    Array.from({ length: 315 }, (_unused, index) =>
      login(portal.url, 'FALSCHERCODE', `203.0.113.${index % 35}`),
    ),
  );
  console.log(
    `   flood answered in ${seconds(performance.now() - started)}: ${tally(flood)}, slowest ${seconds(slowest(flood))}`,
  );
  const valid = [];
  const users = [...Object.values(portal.codes), ...klasse];
  for (const [index, code] of users.entries()) {
    valid.push(await login(portal.url, code, `203.0.113.${index % 35}`));
    valid.push(await login(portal.url, code, '192.0.2.99'));
  }
  console.log(
    `   ${users.length} valid users, each from a flooding and a fresh address: ${tally(valid)}, slowest ${seconds(slowest(valid))}`,
  );
  const late = await login(portal.url, 'FALSCHERCODE', '192.0.2.98');
  console.log(`   a wrong code after the flood: ${late.status} after ${seconds(late.ms)} (failures slowed)`);
} finally {
  await portal.stop();
}

// 3. One address guessing, time compressed 60× (window) and 1,440× (day).
const compressed = await startPortal({
  TRUST_PROXY: '1',
  LOGIN_RATE_LIMIT_PER_CLIENT: '',
  LOGIN_RATE_WINDOW_MS: '1000',
  LOGIN_RATE_DAY_MS: '60000',
  ...COUNTERS,
});
try {
  console.log(
    '3. one address guessing for one day (window 1 s, day 60 s: LOGIN_RATE_WINDOW_MS=1000, LOGIN_RATE_DAY_MS=60000)',
  );
  const own = await login(compressed.url, compressed.codes.pupil1, '198.51.100.77');
  const [bare, withDevice] = await Promise.all([
    guess(compressed.url, '198.51.100.66', undefined, 59_000),
    guess(compressed.url, '198.51.100.77', own.device, 59_000),
  ]);
  const perDay = (result) => result.checked.length;
  console.log(
    `   no valid code: ${bare.answers.length} attempts, ${perDay(bare)} wrong codes checked in the day (bound ${DAY_LIMIT}); answers ${tally(bare.answers)}`,
  );
  console.log(
    `   with the device cookie of its own valid code: ${perDay(withDevice)} checked on the device (bound ${DAY_LIMIT} per user whose code it has); answers ${tally(withDevice.answers)}`,
  );
  const bound = Math.max(perDay(bare), 1);
  console.log(
    `   at the defaults that is ${bound} wrong codes per address and day: one given code (${big(CODES / 2)} tries on average) in ${big(years(CODES / 2, bound))} years; any code among 100,000 (${big(CODES / 2 / 100_000)} tries) in ${big(years(CODES / 2 / 100_000, bound))} years`,
  );
} finally {
  await compressed.stop();
}
