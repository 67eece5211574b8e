import { SchulkontoSchluessel } from './schulkonto-schluessel';

const KEY = 'a'.repeat(32);

describe('SchulkontoSchluessel', () => {
  it('opens what it sealed, only for the same purpose and key', () => {
    const schluessel = new SchulkontoSchluessel(KEY);
    const sealed = schluessel.seal('client-secret', 'geheim');
    expect(sealed).not.toContain('geheim');
    expect(schluessel.open('client-secret', sealed)).toBe('geheim');
    expect(schluessel.open('anmeldung', sealed)).toBeNull();
    expect(new SchulkontoSchluessel('b'.repeat(32)).open('client-secret', sealed)).toBeNull();
  });

  it('refuses a changed, cut or missing text', () => {
    const schluessel = new SchulkontoSchluessel(KEY);
    const sealed = schluessel.seal('anmeldung', '{"a":1}');
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(schluessel.open('anmeldung', changed)).toBeNull();
    expect(schluessel.open('anmeldung', sealed.slice(0, 10))).toBeNull();
    expect(schluessel.open('anmeldung', undefined)).toBeNull();
  });

  it('seals the same text differently each time', () => {
    const schluessel = new SchulkontoSchluessel(KEY);
    expect(schluessel.seal('anmeldung', 'x')).not.toBe(schluessel.seal('anmeldung', 'x'));
  });
});
