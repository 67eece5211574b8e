// bench:main-thread — where a pupil's page spends its main thread on a first load (issue 27: TBT).
//
// Lighthouse's TBT is the sum of the long tasks it sees, times 4, and swings by a factor of 2 between
// runs on a busy machine. This bench loads each page in a fresh browser with the CPU really slowed 4×
// (DevTools throttling, no network throttling), and prints per page the main thread's busy time, its
// blocking time (each task's part over 50 ms) and, from a CPU profile mapped through the builds' source
// maps, the functions and packages with the most self time: the place to look for the next saving.
// Forced layouts show as the self time of the function that asked for them.
//
// With `--tasks` it also lists each long task of the last load: when it started, how long it ran and the
// packages, functions and browser steps (parse HTML, style, layout, script) it spent its time in.
//
// Usage: npm run bench:main-thread [-- --rounds 3] [-- --pages /user/flashcards,/user] [-- --top 25] [-- --tasks]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map';
import { CHROMIUM_ARGS, findChromium, INSTALL_CHROMIUM } from '../browser/chromium.cjs';
import { median, sessionCookie, startPortal, WORKSPACE } from './portal-process.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/user,/user/flashcards,quiz,/user/aufgaben,/user/wettbewerbe' },
    top: { type: 'string', default: '20' },
    tasks: { type: 'boolean', default: false },
  },
});
const rounds = Number(args.rounds);
const top = Number(args.top);

const { path: executablePath, reason } = findChromium();
if (!executablePath) throw new Error(`bench:main-thread needs Chromium: ${reason} (${INSTALL_CHROMIUM})`);

const LONG_TASK_MS = 50;
const NOT_JAVASCRIPT = new Set(['(idle)', '(program)', '(root)']);

/** The built file behind a script URL of the portal (shell or a remote), for its source map. */
function builtFile(url) {
  const { pathname } = new URL(url);
  return pathname.startsWith('/remotes/')
    ? join(WORKSPACE, 'dist', 'apps', pathname.slice('/remotes/'.length))
    : join(WORKSPACE, 'dist', 'apps', 'shell', pathname);
}

const sourceMaps = new Map();
async function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const file = `${builtFile(url)}.map`;
    sourceMaps.set(
      url,
      existsSync(file) ? await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(url);
}

/** `name @ source:line` of a profile node's function, through the source map where there is one. */
async function functionOf(callFrame, origin) {
  const name = callFrame.functionName || '(anonymous)';
  if (!callFrame.url) return { name, source: '' };
  const map = callFrame.url.startsWith(origin) ? await sourceMapOf(callFrame.url) : null;
  const original = map?.originalPositionFor({
    line: callFrame.lineNumber + 1,
    column: callFrame.columnNumber,
  });
  if (!original?.source) return { name, source: callFrame.url.replace(origin, '') };
  const source = original.source.replace(/^webpack:\/\/[^/]+\//, '').replace(/^.*node_modules\//, '');
  return { name: original.name ?? name, source: `${source}:${original.line}` };
}

/** A package (`@mantine/core`) or a folder of ours (`src/federation`) for a mapped source. */
const packageOf = (source) =>
  (/^(@[^/]+\/[^/]+|[^./][^/:]*)\//.exec(source)?.[1] ?? source.replace(/:\d+$/, '')).replace(
    /^(\.\.\/)+/,
    '',
  );

/** The renderer's main thread: the CrRendererMain with the most task time (the page's, not about:blank's). */
function mainThreadTasks(traceEvents) {
  let best = { busy: -1, tasks: [], events: [] };
  for (const thread of traceEvents.filter((event) => event.name === 'thread_name')) {
    if (thread.args.name !== 'CrRendererMain') continue;
    const tasks = traceEvents.filter(
      (event) =>
        event.name === 'RunTask' && event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid,
    );
    const busy = tasks.reduce((sum, task) => sum + task.dur / 1000, 0);
    const events = traceEvents.filter(
      (event) =>
        event.ph === 'X' && event.name !== 'RunTask' && event.pid === thread.pid && event.tid === thread.tid,
    );
    if (busy > best.busy) best = { busy, tasks, events };
  }
  return best;
}

/** Adds `amount` to the total of `key` in `totals`. */
const addTo = (totals, key, amount) => totals.set(key, (totals.get(key) ?? 0) + amount);

/** The `count` largest totals (key → ms), largest first. */
const largestOf = (totals, count) => [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);

/**
 * The browser's steps in `task` (parse HTML, style, layout, script...) and their durations in ms. A
 * step inside another counts in both (EvaluateScript holds its v8.compile).
 */
function stepsOf(task, events) {
  const steps = new Map();
  for (const event of events) {
    if (event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
    addTo(steps, event.name, event.dur / 1000);
  }
  return steps;
}

async function measure(portal, cookie, path) {
  const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // Lighthouse's mobile screen.
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const [name, value] = cookie.split(/=(.*)/s);
    await browser.setCookie({ name, value, url: portal.url, httpOnly: true, sameSite: 'Lax' });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await cdp.send('Profiler.start');
    // networkidle2: the push channel stays open. Then a moment for the effects after the last answer.
    await page.goto(`${portal.url}${path}`, { waitUntil: 'networkidle2' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { profile } = await cdp.send('Profiler.stop');
    const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    const { busy, tasks, events } = mainThreadTasks(traceEvents);
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - LONG_TASK_MS), 0);
    return {
      busy,
      blocking,
      longTasks: tasks.filter((task) => task.dur / 1000 > LONG_TASK_MS).length,
      longTaskWindows: tasks
        .filter((task) => task.dur / 1000 > LONG_TASK_MS)
        .map((task) => ({ start: task.ts, end: task.ts + task.dur, steps: stepsOf(task, events) })),
      navigationStart: tasks[0]?.ts ?? 0,
      profile,
    };
  } finally {
    await browser.close();
  }
}

/** Self time in ms per function and per package, summed over the profiles. */
async function selfTimes(profiles, origin) {
  const functions = new Map();
  const packages = new Map();
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const perNode = new Map();
    profile.samples.forEach((id, index) => addTo(perNode, id, profile.timeDeltas[index]));
    for (const [id, micros] of perNode) {
      const { callFrame } = nodes.get(id);
      if (NOT_JAVASCRIPT.has(callFrame.functionName)) continue;
      const { name, source } = await functionOf(callFrame, origin);
      const key = `${name} @ ${source || '(browser)'}`;
      addTo(functions, key, micros / 1000);
      const where = source ? packageOf(source) : '(browser)';
      addTo(packages, where, micros / 1000);
    }
  }
  return { functions, packages };
}

/** --tasks: each long task of one load, with the packages it spent its self time in. */
async function printLongTasks({ longTaskWindows, navigationStart, profile }, origin) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const perTask = longTaskWindows.map(() => new Map());
  const functionsPerTask = longTaskWindows.map(() => new Map());
  let time = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    time += profile.timeDeltas[index];
    const task = longTaskWindows.findIndex((window) => window.start <= time && time <= window.end);
    const { callFrame } = nodes.get(id);
    if (task < 0 || NOT_JAVASCRIPT.has(callFrame.functionName)) continue;
    const { name, source } = await functionOf(callFrame, origin);
    const where = source ? packageOf(source) : '(browser)';
    const ms = profile.timeDeltas[index] / 1000;
    addTo(perTask[task], where, ms);
    const key = `${name} @ ${source || '(browser)'}`;
    addTo(functionsPerTask[task], key, ms);
  }
  const largest = (totals, count) =>
    largestOf(totals, count)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
  console.log('  long tasks of the last load (start after the first task, duration, self time by package):');
  for (const [index, { start, end, steps }] of longTaskWindows.entries()) {
    const at = ((start - navigationStart) / 1000).toFixed(0).padStart(6);
    console.log(
      `  ${at} ms ${((end - start) / 1000).toFixed(0).padStart(5)} ms  ${largest(perTask[index], 5)}`,
    );
    if (perTask[index].size > 0) console.log(`                      ${largest(functionsPerTask[index], 4)}`);
    console.log(`                      steps: ${largest(steps, 6)}`);
  }
}

function printTop(title, totals, count) {
  console.log(`  ${title}`);
  for (const [key, ms] of largestOf(totals, count))
    console.log(`  ${(ms / rounds).toFixed(0).padStart(7)} ms  ${key}`);
}

const portal = await startPortal();
try {
  const cookie = await sessionCookie(portal.url, portal.codes.pupil1);
  const headers = { cookie };
  const session = await (await fetch(`${portal.url}/api/session`, { headers })).json();
  const stacks = await (
    await fetch(`${portal.url}/api/unterrichtsmodule/${session.userID}`, { headers })
  ).json();
  const quiz = `/previewunterrichtsmodul/${stacks.unterrichtsmodule[0].id}/quiz`;
  console.log(`main thread of a pupil's first load, CPU slowed 4× (DevTools), median of ${rounds}`);
  for (const name of args.pages.split(',')) {
    const path = name === 'quiz' ? quiz : name;
    const runs = [];
    for (let round = 0; round < rounds; round += 1) runs.push(await measure(portal, cookie, path));
    const [busy, blocking, longTasks] = ['busy', 'blocking', 'longTasks'].map((key) =>
      median(runs.map((run) => run[key])),
    );
    console.log(
      `\n${name}: busy ${busy.toFixed(0)} ms, blocking ${blocking.toFixed(0)} ms, ${longTasks} long tasks` +
        ` (runs: ${runs.map((run) => run.blocking.toFixed(0)).join(' / ')} ms blocking)`,
    );
    const { functions, packages } = await selfTimes(
      runs.map((run) => run.profile),
      portal.url,
    );
    printTop('self time per package or folder (mean per load):', packages, Math.ceil(top / 2));
    printTop('self time per function (mean per load):', functions, top);
    if (args.tasks) await printLongTasks(runs.at(-1), portal.url);
  }
} finally {
  await portal.stop();
}
