import { validateForgotCodeInput, validateLoginInput, validatePupil } from '@lernstapel/rules';
import { regelFuerFelder, regelValidator } from './regel-validator';

describe('regelValidator: a rule of libs/rules as a form validator', () => {
  it.each([
    ['', 'Bitte gib deinen Anmeldecode ein.'],
    ['ACEF-HJKM-NPRT', null],
  ])('login code %j → %j', (wert, meldung) => {
    expect(regelValidator(validateLoginInput)(wert)).toBe(meldung);
  });

  it('takes the first of several messages', () => {
    expect(regelValidator(() => ['validierung.emailFehlt', 'validierung.emailUngueltig'])('')).toBe(
      regelValidator(validateForgotCodeInput)(''),
    );
  });
});

describe('regelFuerFelder: a rule over a whole form, its messages per field', () => {
  const pruefe = regelFuerFelder(validatePupil, {
    benutzername: ['validierung.benutzernameFehlt'],
    email: ['validierung.emailUngueltig'],
  });
  it.each([
    [{ benutzername: '', email: '' }, { benutzername: 'Bitte gib einen Benutzernamen ein.' }],
    [{ benutzername: 'mia', email: 'mia@' }, { email: 'Bitte gib eine gültige E-Mail-Adresse ein.' }],
    [{ benutzername: 'mia', email: '' }, {}],
  ])('%j → %j', (werte, meldungen) => {
    expect(pruefe(werte)).toEqual(meldungen);
  });
});
