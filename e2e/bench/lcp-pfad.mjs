// bench:lighthouse -- --explain: what Lighthouse's simulation (Lantern) puts before a page's largest
// contentful paint. Its estimate is the end of the last of these: every request that ended before the
// LCP of the real (unthrottled) load, replayed at 150 ms per round trip and 1.6 Mbit/s, and the script
// runs and layouts those requests lead to, at 4× the CPU time. Bytes and round trips on this list are
// what a page can still save on its first visit (issue 27).
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const PESSIMISTIC_LCP = 'pessimisticLargestContentfulPaint';

/** The rows of the last simulated LCP (its pessimistic graph), sorted by their simulated end; then forgets all. */
export function lcpPfad(origin) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  const graph = timings.get(PESSIMISTIC_LCP);
  timings.clear();
  if (!graph) return [];
  return [...graph]
    .map(([node, timing]) => ({
      start: timing.startTime,
      end: timing.endTime,
      ...(node.type === 'network'
        ? {
            was: node.request.url.replace(origin, ''),
            bytes: node.request.transferSize,
            prioritaet: node.request.priority,
          }
        : { was: node.didPerformLayout() ? 'CPU (layout)' : 'CPU', bytes: 0, prioritaet: '' }),
    }))
    .sort((a, b) => a.end - b.end);
}

/** Forgets the simulations of earlier runs (a repeat visit's audits simulate too). */
export function lcpPfadVergessen() {
  Lantern.Simulation.Simulator.allNodeTimings.clear();
}

/** Prints the rows of lcpPfad with their sums: requests, bytes, and the simulated end. */
export function lcpPfadDrucken(name, rows) {
  const requests = rows.filter((row) => row.bytes > 0);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const total = requests.reduce((sum, row) => sum + row.bytes, 0);
  const end = Math.max(0, ...rows.map((row) => row.end));
  console.log(
    `\n${name}: ${requests.length} requests, ${kib(total)} before the LCP, simulated end ${(end / 1000).toFixed(2)} s`,
  );
  for (const row of rows) {
    const cells = [row.start, row.end].map((ms) => String(Math.round(ms)).padStart(6));
    console.log(
      `${cells.join(' ')} ${row.bytes ? kib(row.bytes).padStart(10) : ''.padStart(10)} ${row.prioritaet.padEnd(8)} ${row.was}`,
    );
  }
}
