import { abgelaufen, BEHALTEN_TAGE, megabytes, platzSchaffen, type Belegt } from './platz';

const TAG = 24 * 60 * 60 * 1000;
const eintrag = (stapelId: number, bytes: number, geoeffnetAm: number, zugewiesen = false): Belegt => ({
  stapelId,
  bytes,
  geoeffnetAm,
  zugewiesen,
});

describe('platzSchaffen (issue 27: the device budget)', () => {
  const vorhanden = [eintrag(1, 40, 300), eintrag(2, 30, 100), eintrag(3, 20, 200, true)];

  it.each([
    ['fits without dropping anything', eintrag(9, 10, 400), 100, []],
    ['drops the stack opened longest ago first', eintrag(9, 30, 400), 100, [2]],
    ['drops assigned stacks last', eintrag(9, 60, 400), 100, [2, 1]],
    ['drops an assigned stack when nothing else makes room', eintrag(9, 90, 400), 100, [2, 1, 3]],
    ['a renewed copy replaces its old one without dropping others', eintrag(1, 50, 400), 100, []],
  ])('%s', (_fall, neu, budget, entfernen) => {
    expect(platzSchaffen(vorhanden, neu, budget)).toEqual({ behalten: true, entfernen });
  });

  it('keeps nothing and drops nothing for a stack larger than the whole budget', () => {
    expect(platzSchaffen(vorhanden, eintrag(9, 101, 400), 100)).toEqual({ behalten: false });
  });
});

describe('abgelaufen', () => {
  const jetzt = 100 * TAG;
  it('drops stacks opened before the keeping period unless they are assigned', () => {
    const alt = jetzt - (BEHALTEN_TAGE + 1) * TAG;
    const neu = jetzt - (BEHALTEN_TAGE - 1) * TAG;
    expect(abgelaufen([eintrag(1, 1, alt), eintrag(2, 1, neu), eintrag(3, 1, alt, true)], jetzt)).toEqual([
      1,
    ]);
  });
});

describe('megabytes (the space in use, as the list shows it)', () => {
  it.each([
    [0, '0,0'],
    [49_999, '0,0'],
    [1_240_000, '1,2'],
    [25_000_000, '25,0'],
    [999_960_000, '1.000,0'],
    [1_234_500_000, '1.234,5'],
    [12_345_678_900_000, '12.345.678,9'],
  ])('%p bytes → %p MB, as Intl writes it in German', (bytes, expected) => {
    expect(megabytes(bytes)).toBe(expected);
    const intl = (bytes / 1_000_000).toLocaleString('de-DE', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    expect(megabytes(bytes)).toBe(intl);
  });
});
