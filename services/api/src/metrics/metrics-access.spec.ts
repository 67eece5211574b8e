import { isLoopbackAddress, mayReadMetrics } from './metrics-access';

describe('who may read the metrics (issue 26 §4)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['203.0.113.9', false],
    ['::ffff:203.0.113.9', false],
    ['2001:db8::1', false],
  ])('%s is loopback: %s', (ip, loopback) => {
    expect(isLoopbackAddress(ip)).toBe(loopback);
  });

  it.each([
    ['a local request', '127.0.0.1', undefined, undefined, true],
    ['a remote request without a configured token', '203.0.113.9', 'Bearer x', undefined, false],
    ['a remote request with the token', '203.0.113.9', 'Bearer geheim', 'geheim', true],
    ['a remote request with another token', '203.0.113.9', 'Bearer geheiM', 'geheim', false],
    ['a remote request with the token but not as Bearer', '203.0.113.9', 'geheim', 'geheim', false],
    ['a remote request without a header', '203.0.113.9', undefined, 'geheim', false],
  ])('%s → %s', (_case, ip, authorization, token, allowed) => {
    expect(mayReadMetrics(ip, authorization, token)).toBe(allowed);
  });
});
