import { validateForgotCodeInput, validateLoginInput } from '@lernstapel/rules';
import { regelValidator } from './regel-validator';

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
