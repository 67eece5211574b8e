import { istBeendet, raceModus } from './wettbewerb-detail.mapper';

describe('raceModus (01 §4: 0 all questions, 1 half, 2 two thirds)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 0],
    [-1, 0],
  ])('stored %i → mode %i', (stored, expected) => {
    expect(raceModus(stored)).toBe(expected);
  });
});

describe('istBeendet (issue 23: the starter ended the race before anyone won)', () => {
  const gestartet = new Date('2026-11-26T10:00:00Z');
  it.each<[string, boolean, Date | null, boolean]>([
    ['never started', false, null, false],
    ['running or won (a won race stays started)', true, gestartet, false],
    ['ended by the starter', false, gestartet, true],
  ])('%s → %p', (_name, ist_gestartet, startzeit, erwartet) => {
    expect(istBeendet({ ist_gestartet, startzeit })).toBe(erwartet);
  });
});
