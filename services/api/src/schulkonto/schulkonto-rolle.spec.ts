import { nameAusClaims, passtRolle, rolleAusClaim } from './schulkonto-rolle';

describe('rolleAusClaim', () => {
  it.each([
    [{ rolle: 'Schueler' }, 'rolle', 'pupil'],
    [{ rolle: ['student'] }, 'rolle', 'pupil'],
    [{ groups: ['x', 'Teacher'] }, 'groups', 'teacher'],
    [{ rolle: 'Lehrkraft' }, 'rolle', 'teacher'],
    [{ rolle: 'hausmeister' }, 'rolle', null],
    [{ rolle: 42 }, 'rolle', null],
    [{ rolle: 'student' }, null, null],
    [{}, 'rolle', null],
  ])('%j with claim %s → %s', (claims, claim, expected) => {
    expect(rolleAusClaim(claims, claim)).toBe(expected);
  });
});

describe('passtRolle', () => {
  it.each([
    [null, 'teacher', true],
    ['pupil', 'pupil', true],
    ['pupil', 'teacher', false],
    ['teacher', 'pupil', false],
    ['teacher', 'mainAdmin', false],
  ] as const)('provider %s, account %s → %s', (claim, konto, expected) => {
    expect(passtRolle(claim, konto)).toBe(expected);
  });
});

describe('nameAusClaims', () => {
  it.each([
    [{ given_name: 'Mia', family_name: 'Muster' }, 'Mia Muster'],
    [{ given_name: ' Mia ', name: 'M. Muster' }, 'Mia'],
    [{ name: 'Mia Muster' }, 'Mia Muster'],
    [{ given_name: '', family_name: '  ', name: 7 }, null],
    [{}, null],
  ])('%j → %s', (claims, expected) => {
    expect(nameAusClaims(claims)).toBe(expected);
  });
});
