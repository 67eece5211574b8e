import { validateEmailEingegeben } from './validate-email-eingegeben';

describe('validateEmailEingegeben (01 §5: no request with an empty e-mail)', () => {
  it.each([
    ['', ['validierung.emailFehlt']],
    ['   ', ['validierung.emailFehlt']],
    ['mia', []],
    ['mia@schule.ch', []],
  ])('%j → %j', (email, expected) => {
    expect(validateEmailEingegeben(email)).toEqual(expected);
  });
});
