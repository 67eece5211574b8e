import { compareGerman, sortByGerman } from './german-order';

describe('compareGerman (01 §9: titles in German order)', () => {
  it.each<[string, string, string, -1 | 0 | 1]>([
    ['case does not count', 'apfel', 'Apfel', 0],
    ['an umlaut sorts beside its base letter', 'Äpfel', 'Birnen', -1],
    ['an umlaut equals its base letter', 'Übung', 'Ubung', 0],
    ['ß equals ss', 'Straße', 'Strasse', 0],
    ['numbers by value', 'Stapel 2', 'Stapel 10', -1],
    ['plain alphabet', 'Zebra', 'Affe', 1],
  ])('%s: %j vs %j → %i', (_name, a, b, expected) => {
    expect(Math.sign(compareGerman(a, b))).toBe(expected);
  });
});

describe('sortByGerman', () => {
  it('sorts by the given text without changing the input', () => {
    const items = [{ t: 'Zoo' }, { t: 'übung' }, { t: 'Apfel' }, { t: 'Stapel 10' }, { t: 'Stapel 2' }];
    const sorted = sortByGerman(items, (item) => item.t);
    expect(sorted.map((item) => item.t)).toEqual(['Apfel', 'Stapel 2', 'Stapel 10', 'übung', 'Zoo']);
    expect(items[0]?.t).toBe('Zoo');
  });
});
