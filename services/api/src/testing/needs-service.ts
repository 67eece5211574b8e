/**
 * Tests that need a service or program this machine may lack (a shared Redis, mariadbd, redis-server):
 * where it is there they run, and fail when it does not work; elsewhere jest reports them as skipped
 * with the reason in their name, so nothing counts as passed that did not run. CI has them all.
 */
export const WITHOUT_REDIS = 'set REDIS_URL to a running Redis, e.g. redis://127.0.0.1:6379';

const skipped = (name: string, reason: string) => `${name} (skipped: ${reason})`;

export function describeIf(available: unknown, reason: string) {
  return (name: string, body: () => void): void =>
    available ? describe(name, body) : describe.skip(skipped(name, reason), body);
}

export function itIf(available: unknown, reason: string) {
  return (name: string, body: jest.ProvidesCallback, timeout?: number): void =>
    available ? it(name, body, timeout) : it.skip(skipped(name, reason), body, timeout);
}
