import { isContractCompatible } from './contract-compatibility';

describe('isContractCompatible (issue 12 version skew)', () => {
  it.each([
    ['1.1.0', '1.1.0', true],
    ['1.1.0', '1.0.0', true],
    ['1.1.0', '1.0.7', true],
    ['1.1.0', '1.4.0', true],
    ['1.1.0', '0.9.0', false],
    ['1.1.0', '2.0.0', false],
    ['2.0.0', '1.9.9', false],
    ['1.1.0', 'abc', false],
    ['1.1.0', '', false],
  ])('shell %p, remote %p → %p', (shell, remote, expected) => {
    expect(isContractCompatible(shell, remote)).toBe(expected);
  });
});
