// Pure figures of the school-day benchmark: percentiles, counts by status, the printed table.

/** The p-th percentile (nearest rank) of values already sorted ascending; 0 for none. */
function ofSorted(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The p-th percentile (nearest rank) of `values`; 0 for none. */
export function percentile(values, p) {
  return ofSorted(
    [...values].sort((a, b) => a - b),
    p,
  );
}

/** count, p50, p95, p99 and max of `values` (milliseconds). */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: ofSorted(sorted, 50),
    p95: ofSorted(sorted, 95),
    p99: ofSorted(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

/** "3× 401, 1× 503" for a map status → count; "–" when empty. */
export function formatStatuses(counts) {
  const entries = Object.entries(counts).sort(([a], [b]) => Number(a) - Number(b));
  return entries.length === 0 ? '–' : entries.map(([status, count]) => `${count}× ${status}`).join(', ');
}

/** Requests of one step: latency, status counts and which statuses were expected (typos' 401). */
export class StepLog {
  constructor() {
    /** step → { latencies: number[], errors: {status: count}, expected: {status: count} } */
    this.steps = new Map();
  }

  record(step, status, ms, expected = false) {
    let entry = this.steps.get(step);
    if (!entry) this.steps.set(step, (entry = { latencies: [], errors: {}, expected: {} }));
    entry.latencies.push(ms);
    if (status >= 200 && status < 300) return;
    const bucket = expected ? entry.expected : entry.errors;
    bucket[status] = (bucket[status] ?? 0) + 1;
  }

  /** Rows for the table, in the order the steps first ran. */
  rows() {
    return [...this.steps].map(([step, entry]) => ({
      step,
      ...summarize(entry.latencies),
      errors: entry.errors,
      expected: entry.expected,
      serverErrors: Object.entries(entry.errors)
        .filter(([status]) => Number(status) >= 500 || Number(status) === 0)
        .reduce((sum, [, count]) => sum + count, 0),
    }));
  }
}

const ms = (value) => value.toFixed(0);

/** The per-step table as text lines. */
export function formatStepTable(rows) {
  const lines = [
    `${'step'.padEnd(30)}${'requests'.padStart(9)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}  errors by status (expected)`,
  ];
  for (const row of rows) {
    const expected = Object.keys(row.expected).length ? ` (expected: ${formatStatuses(row.expected)})` : '';
    lines.push(
      `${row.step.padEnd(30)}${String(row.count).padStart(9)}${ms(row.p50).padStart(8)}${ms(row.p95).padStart(8)}${ms(row.p99).padStart(8)}${ms(row.max).padStart(8)}  ${formatStatuses(row.errors)}${expected}`,
    );
  }
  return lines;
}
