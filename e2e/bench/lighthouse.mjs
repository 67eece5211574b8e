// bench:lighthouse — Lighthouse's scores and metrics for /login and a pupil's pages, first and repeat visit.
//
// Lighthouse's mobile preset (Moto G Power screen, simulated slow 4G: 150 ms RTT and 1.6 Mbit/s down,
// 4× slower CPU) against Debian's Chromium, on the built portal exactly as `npm start` serves it, with a
// fresh embedded database (demo school seeded). The pupil's session cookie is set in the browser after a
// login through the API; Lighthouse's storage reset keeps cookies and clears the HTTP cache, the service
// worker and Cache Storage, which makes a first visit.
//
// The repeat visit loads the page once (the service worker installs and precaches, the HTTP cache fills),
// then runs Lighthouse without the storage reset. It is measured with DevTools throttling (the same slow
// 4G and 4× CPU applied to the real load): Lighthouse's simulation would model every answer of the service
// worker as a network request again, and the repeat visit would look like the first.
//
// Each page and visit is measured `--rounds` times; the median of each column is printed.
// With `--https` the portal is measured as an installation serves it: behind HAProxy with TLS and HTTP/2
// (deploy/haproxy.cfg with a certificate; needs haproxy and openssl), instead of plain HTTP/1.1.
// Usage: npm run bench:lighthouse [-- --rounds 3] [-- --pages /login,/user] [-- --explain] [-- --https]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium, INSTALL_CHROMIUM } from '../browser/chromium.cjs';
import { lcpPfad, lcpPfadDrucken, lcpPfadVergessen } from './lcp-pfad.mjs';
import { startHttpsFront } from './https-front.mjs';
import { median, sessionCookie, startPortal } from './portal-process.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    pages: { type: 'string', default: '' },
    visits: { type: 'string', default: 'first,repeat' },
    // A folder to keep each run's Lighthouse report (JSON) in, for its diagnostics.
    reports: { type: 'string', default: '' },
    // Print what the simulation puts before each page's LCP on its first visit (./lcp-pfad.mjs).
    explain: { type: 'boolean', default: false },
    https: { type: 'boolean', default: false },
  },
});
const rounds = Number(args.rounds);
const visits = args.visits.split(',');

/** The pupil's pages of issue 27; `path` may depend on the pupil's data (the quiz of their first stack). */
const PAGES = [
  { name: '/login', path: () => '/login', pupil: false },
  { name: '/user (dashboard)', path: () => '/user', pupil: true },
  { name: '/user/flashcards', path: () => '/user/flashcards', pupil: true },
  { name: 'quiz', path: ({ stackId }) => `/previewunterrichtsmodul/${stackId}/quiz`, pupil: true },
  { name: '/user/aufgaben (exams)', path: () => '/user/aufgaben', pupil: true },
  { name: '/user/wettbewerbe', path: () => '/user/wettbewerbe', pupil: true },
].filter((page) => !args.pages || args.pages.split(',').includes(page.path({ stackId: 0 })));

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const { path: executablePath, reason } = findChromium();
if (!executablePath) throw new Error(`bench:lighthouse needs Chromium: ${reason} (${INSTALL_CHROMIUM})`);

/** The pupil's first stack (the quiz page), read through the API as the flashcards page does. */
async function firstStackId(url, cookie) {
  const headers = { cookie };
  const session = await (await fetch(`${url}/api/session`, { headers })).json();
  const list = await (await fetch(`${url}/api/unterrichtsmodule/${session.userID}`, { headers })).json();
  if (!list.unterrichtsmodule?.length) throw new Error('the demo pupil has no stack');
  return list.unterrichtsmodule[0].id;
}

/** A fresh browser per measurement: nothing of an earlier run (caches, workers, memory) is left. */
async function withBrowser(portalUrl, cookie, use) {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    // --https: the certificate is this run's own, made for 127.0.0.1.
    args: args.https ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    if (cookie) {
      const [name, value] = cookie.split(/=(.*)/s);
      await browser.setCookie({ name, value, url: portalUrl, httpOnly: true, sameSite: 'Lax' });
    }
    return await use(page);
  } finally {
    await browser.close();
  }
}

/** Loads `url` once and waits until the service worker controls the page and has precached. */
async function warmUp(page, url) {
  await page.goto(url, { waitUntil: 'networkidle2' });
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
    return registration.active?.state;
  });
  // The remote's files are cached as the page asks for them: a second load stores what the first started.
  // (networkidle2: the push channel stays open.)
  await page.goto(url, { waitUntil: 'networkidle2' });
}

let reportNumber = 0;
function keepReport(url, visit, report) {
  mkdirSync(args.reports, { recursive: true });
  reportNumber += 1;
  const name = `${String(reportNumber).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}-${visit}.json`;
  writeFileSync(join(args.reports, name), report);
}

async function measure(portalUrl, cookie, url, visit) {
  return withBrowser(portalUrl, cookie, async (page) => {
    if (visit === 'repeat') await warmUp(page, url);
    lcpPfadVergessen();
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: CATEGORIES,
          ...(visit === 'repeat' ? { disableStorageReset: true, throttlingMethod: 'devtools' } : {}),
        },
      },
      page,
    );
    if (args.reports) keepReport(url, visit, result.report);
    const pfad = visit === 'first' ? lcpPfad(new URL(url).origin) : [];
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${finalDisplayedUrl}`);
    }
    return {
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      pfad,
    };
  });
}

/**
 * Lighthouse now and then misses the navigation's start in the trace on a busy machine (NO_NAVSTART):
 * nothing was measured, so that run is made once more, in a fresh browser.
 */
async function measureWithRetry(portalUrl, cookie, url, visit) {
  try {
    return await measure(portalUrl, cookie, url, visit);
  } catch (error) {
    if (error?.code !== 'NO_NAVSTART' && !String(error?.message).includes('NO_NAVSTART')) throw error;
    console.log(`${url} (${visit}): Lighthouse found no navigation start; measuring once more`);
    return measure(portalUrl, cookie, url, visit);
  }
}

const COLUMNS = [
  ['page', 24, (row) => row.name],
  ['visit', 8, (row) => row.visit],
  ['perf', 6, (row) => row.performance.toFixed(0)],
  ['a11y', 6, (row) => row.accessibility.toFixed(0)],
  ['best pr.', 9, (row) => row.bestPractices.toFixed(0)],
  ['LCP', 8, (row) => `${(row.lcp / 1000).toFixed(1)} s`],
  ['FCP', 8, (row) => `${(row.fcp / 1000).toFixed(1)} s`],
  ['TBT', 8, (row) => `${row.tbt.toFixed(0)} ms`],
  ['CLS', 7, (row) => row.cls.toFixed(3)],
  ['total', 10, (row) => `${(row.bytes / 1024).toFixed(0)} KiB`],
  // Lighthouse's measure of this machine's speed: the simulation multiplies the CPU time seen here by 4
  // whatever the machine, so TBT from machines with different indexes do not compare.
  ['CPU index', 11, (row) => row.benchmarkIndex.toFixed(0)],
];
const line = (cells) => cells.map((cell, index) => String(cell).padStart(COLUMNS[index][1])).join('');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** --explain: each page's LCP path (of its last first-visit run), printed after the table. */
const pfade = [];

const backend = await startPortal();
const front = args.https ? await startHttpsFront(backend.port) : null;
const portal = { url: front?.url ?? backend.url };
try {
  const cookie = await sessionCookie(backend.url, backend.codes.pupil1);
  const stackId = await firstStackId(backend.url, cookie);
  const chromiumVersion = execFileSync(executablePath, ['--version'], { encoding: 'utf8' }).trim();
  console.log(
    `Lighthouse mobile (slow 4G, 4× CPU), ${chromiumVersion}; median of ${rounds} run(s); first visit simulated, repeat visit with DevTools throttling`,
  );
  console.log(
    front
      ? 'served behind HAProxy with TLS and HTTP/2 (deploy/haproxy.cfg), as an installation serves it'
      : 'served by the portal itself over plain HTTP/1.1 (npm start)',
  );
  console.log(`load average at start: ${load()}`);
  console.log(line(COLUMNS.map(([title]) => title)));
  for (const page of PAGES) {
    const url = `${portal.url}${page.path({ stackId })}`;
    for (const visit of visits) {
      const runs = [];
      for (let round = 0; round < rounds; round += 1) {
        runs.push(await measureWithRetry(portal.url, page.pupil ? cookie : null, url, visit));
      }
      const mid = Object.fromEntries(
        Object.keys(runs[0])
          .filter((key) => key !== 'pfad')
          .map((key) => [key, median(runs.map((run) => run[key]))]),
      );
      console.log(line(COLUMNS.map(([, , cell]) => cell({ name: page.name, visit, ...mid }))));
      if (args.explain && visit === 'first') pfade.push([page.name, runs.at(-1).pfad]);
    }
  }
  console.log(`load average at end: ${load()}`);
  for (const [name, pfad] of pfade) lcpPfadDrucken(name, pfad);
} finally {
  front?.stop();
  await backend.stop();
}
