// bench:pages — what Chromium transfers for the first load of four portal pages, and when their
// largest contentful paint happens, with and without 4× CPU throttling.
//
// Every load runs in a fresh browser context (cold HTTP cache) against the built portal on loopback
// (no network throttling: bytes are counted, not timed). Logged-in pages get their session cookie
// from an API login first. Each page is loaded `--rounds` times per setting; medians are printed.
// Usage: npm run bench:pages [-- --rounds 3]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, INSTALL_CHROMIUM } from '../browser/chromium.cjs';
import { median, startPortal } from './portal-process.mjs';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(args.rounds);

const PAGES = [
  { path: '/login', role: null },
  { path: '/user', role: 'teacher' },
  { path: '/user/flashcards', role: 'teacher' },
  { path: '/admin', role: 'mainAdmin' },
];

// Same browser and flags as e2e/playwright.config.ts.
const { path: executablePath, reason } = findChromium();
if (!executablePath) throw new Error(`bench:pages needs Chromium: ${reason} (${INSTALL_CHROMIUM})`);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

/** Counts every response's encoded (on-the-wire) bytes by resource type through CDP. */
function trackTransfers(cdp) {
  const types = new Map();
  const totals = { js: 0, css: 0, all: 0, requests: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId);
    totals.requests += 1;
    totals.all += encodedDataLength;
    if (type === 'Script') totals.js += encodedDataLength;
    if (type === 'Stylesheet') totals.css += encodedDataLength;
  });
  return totals;
}

async function load(portalUrl, codes, { path, role }, cpuSlowdown) {
  const context = await browser.newContext({ baseURL: portalUrl, locale: 'de-DE' });
  try {
    if (role) {
      const login = await context.request.post('/api/benutzer/check', { data: { anmeldecode: codes[role] } });
      if (!login.ok()) throw new Error(`login as ${role}: ${login.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const totals = trackTransfers(cdp);
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}`);
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(Number.NaN), 5000);
        }),
    );
    return { ...totals, lcp };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const portal = await startPortal();
try {
  console.log(`Chromium, loopback, cold cache; median of ${rounds} load(s) per page and setting`);
  console.log(
    `${'page'.padEnd(18)}${'JS'.padStart(11)}${'CSS'.padStart(11)}${'JS+CSS'.padStart(11)}${'total'.padStart(11)}${'requests'.padStart(10)}${'LCP'.padStart(10)}${'LCP 4× CPU'.padStart(12)}`,
  );
  for (const target of PAGES) {
    const plain = [];
    const throttled = [];
    for (let round = 0; round < rounds; round += 1) {
      plain.push(await load(portal.url, portal.codes, target, 1));
      throttled.push(await load(portal.url, portal.codes, target, 4));
    }
    const mid = (key, rows = plain) => median(rows.map((row) => row[key]));
    console.log(
      `${target.path.padEnd(18)}${kb(mid('js')).padStart(11)}${kb(mid('css')).padStart(11)}${kb(mid('js') + mid('css')).padStart(11)}${kb(mid('all')).padStart(11)}${String(mid('requests')).padStart(10)}${`${(mid('lcp') / 1000).toFixed(2)} s`.padStart(10)}${`${(mid('lcp', throttled) / 1000).toFixed(2)} s`.padStart(12)}`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
