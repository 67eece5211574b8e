import { geteiltMitKurz, teilenEmpfaenger } from './geteilt-mit';

describe('geteiltMitKurz (01 §9: shared-with list cut at 30 characters)', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['Lena Keller'], 'Lena Keller'],
    [['Lena Keller', 'Jonas Frei'], 'Lena Keller, Jonas Frei'],
    // exactly 30 characters stay whole
    [['Lena Keller', 'Jonas Frei', 'Mi'], 'Lena Keller, Jonas Frei, Mi'],
    [['abcdefghijklmnopqrstuvwxyz1234'], 'abcdefghijklmnopqrstuvwxyz1234'],
    // 31 characters: cut after 30 with an ellipsis
    [['abcdefghijklmnopqrstuvwxyz12345'], 'abcdefghijklmnopqrstuvwxyz1234…'],
    [['Lena Keller', 'Jonas Frei', 'Mia Baumann'], 'Lena Keller, Jonas Frei, Mia B…'],
    // the cut does not leave a trailing space or comma-space
    [['Lena Keller', 'Jonas Freiberger', 'Mia'], 'Lena Keller, Jonas Freiberger,…'],
    // umlauts count as one character each
    [['Ännchen Müller-Lüdenscheidt Äöü', 'X'], 'Ännchen Müller-Lüdenscheidt Äö…'],
  ])('%j → %p', (namen, expected) => {
    expect(geteiltMitKurz(namen)).toBe(expected);
  });
});

describe('teilenEmpfaenger (01 §6: pupils are excluded from their own share list)', () => {
  const kandidaten = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it.each<[boolean, number[]]>([
    [true, [1, 3]],
    [false, [1, 2, 3]],
  ])('sharer 2 is a pupil: %p → %j', (ist_schueler, expected) => {
    expect(teilenEmpfaenger(kandidaten, { id: 2, ist_schueler }).map((k) => k.id)).toEqual(expected);
  });
});
