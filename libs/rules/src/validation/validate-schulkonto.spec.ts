import {
  isErlaubterAussteller,
  isSchulkuerzel,
  validateSchulkontoAnbieter,
  validateSchulkuerzelEingabe,
} from './validate-schulkonto';

const GUELTIG = {
  kuerzel: 'gym-beispiel',
  aussteller: 'https://login.schule.example',
  client_id: 'lernstapel',
  client_secret: 'geheim',
  secretGespeichert: false,
};

describe('validateSchulkontoAnbieter (issue 28)', () => {
  it.each([
    ['abc', true],
    ['gym-beispiel-2', true],
    ['a'.repeat(30), true],
    ['ab', false],
    ['a'.repeat(31), false],
    ['Gym', false],
    ['gym beispiel', false],
    ['gym_beispiel', false],
    ['', false],
  ])('Schulkürzel %p is valid: %p', (kuerzel, gueltig) => {
    expect(isSchulkuerzel(kuerzel)).toBe(gueltig);
  });

  it.each([
    ['gym-beispiel', []],
    ['  Gym-Beispiel ', []],
    ['', ['schulkonto.kuerzelUngueltig']],
    ['gym beispiel', ['schulkonto.kuerzelUngueltig']],
    ['ab', ['schulkonto.kuerzelUngueltig']],
  ])('the typed Schulkürzel %p (trimmed, lower case) answers %p', (eingabe, fehler) => {
    expect(validateSchulkuerzelEingabe(eingabe)).toEqual(fehler);
  });

  it.each([
    ['https://login.schule.example', true],
    ['https://login.schule.example/realms/schule', true],
    ['http://127.0.0.1:4000', true],
    ['http://localhost:4000', true],
    ['http://[::1]:4000', true],
    ['http://login.schule.example', false],
    ['ftp://login.schule.example', false],
    ['login.schule.example', false],
    ['', false],
  ])('issuer %p is allowed: %p', (aussteller, erlaubt) => {
    expect(isErlaubterAussteller(aussteller)).toBe(erlaubt);
  });

  it('accepts a complete provider', () => {
    expect(validateSchulkontoAnbieter(GUELTIG)).toEqual([]);
  });

  it.each([
    [{ kuerzel: 'x' }, ['schulkonto.kuerzelUngueltig']],
    [{ aussteller: 'http://login.schule.example' }, ['schulkonto.ausstellerUngueltig']],
    [{ client_id: '  ' }, ['schulkonto.clientIdFehlt']],
    [{ client_secret: '' }, ['schulkonto.secretFehlt']],
    [{ client_secret: '', secretGespeichert: true }, []],
    [{ schueler_klassen_code: 'KL1234', rollen_claim: '' }, ['schulkonto.anlegenOhneRollenClaim']],
    [{ schueler_klassen_code: 'KL1234', rollen_claim: 'rolle' }, []],
    [{ schueler_klassen_code: ' ', rollen_claim: '' }, []],
    [
      { kuerzel: '', aussteller: '', client_id: '', client_secret: '' },
      [
        'schulkonto.kuerzelUngueltig',
        'schulkonto.ausstellerUngueltig',
        'schulkonto.clientIdFehlt',
        'schulkonto.secretFehlt',
      ],
    ],
  ])('with %p refuses with %p', (aenderung, fehler) => {
    expect(validateSchulkontoAnbieter({ ...GUELTIG, ...aenderung })).toEqual(fehler);
  });
});
