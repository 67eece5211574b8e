import { DEFAULT_LICENCE_ORDER_EMAIL, licenceOrderEmail } from './licence-order-config';

describe('licenceOrderEmail (LICENCE_ORDER_EMAIL)', () => {
  it.each([
    [{}, DEFAULT_LICENCE_ORDER_EMAIL],
    [{ LICENCE_ORDER_EMAIL: '  ' }, DEFAULT_LICENCE_ORDER_EMAIL],
    [{ LICENCE_ORDER_EMAIL: ' bestellung@anbieter.example ' }, 'bestellung@anbieter.example'],
  ])('%j → %s', (env, expected) => {
    expect(licenceOrderEmail(env)).toBe(expected);
  });
  it('defaults to the documented address', () => {
    expect(DEFAULT_LICENCE_ORDER_EMAIL).toBe('lizenz@lernstapel.example');
  });
});
