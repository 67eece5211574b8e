import { validateForgotCodeInput, validateLoginInput } from './validate-login';
import { validatePoints } from './validate-points';

describe('validateLoginInput (01 §5: no login with an empty code)', () => {
  it.each([
    ['', ['validierung.anmeldecodeFehlt']],
    ['  ', ['validierung.anmeldecodeFehlt']],
    ['ACEF-HJKM-NPRT', []],
  ])('%j → %j', (code, expected) => {
    expect(validateLoginInput(code)).toEqual(expected);
  });
});

describe('validateForgotCodeInput (01 §5: no request with an empty e-mail)', () => {
  it.each([
    ['', ['validierung.emailFehlt']],
    ['mia', ['validierung.emailUngueltig']],
    ['mia@schule.ch', []],
  ])('%j → %j', (email, expected) => {
    expect(validateForgotCodeInput(email)).toEqual(expected);
  });
});

describe('validatePoints (02 §5: numeric, at least 0)', () => {
  it.each([
    [0, []],
    [2.5, []],
    [10, []],
    [-0.5, ['validierung.punkteUngueltig']],
    [Number.NaN, ['validierung.punkteUngueltig']],
    [Number.POSITIVE_INFINITY, ['validierung.punkteUngueltig']],
  ])('%p → %j', (punkte, expected) => {
    expect(validatePoints(punkte)).toEqual(expected);
  });
});
