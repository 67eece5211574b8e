import {
  type PruefungsAntwortTexte,
  noteInSkala,
  notenSkala,
  PRUEFUNG_ANTWORT_MAX,
  PRUEFUNG_KURZANTWORT_MAX,
  teilPunkteFehler,
  ueberschritteneGrenze,
} from './pruefung-grenzen';

const LEER: PruefungsAntwortTexte = {
  antwort1: null,
  antwort2: null,
  antwort3: null,
  antwort4: null,
  antwort5: null,
  konjug_ich: null,
  konjug_du: null,
  konjug_ersiees: null,
  konjug_wir: null,
  konjug_ihr: null,
  konjug_sie: null,
  beschriftungen: null,
};
const antwort = (felder: Partial<PruefungsAntwortTexte>): PruefungsAntwortTexte => ({ ...LEER, ...felder });

describe('ueberschritteneGrenze (issue 23: the same limits in the form and the API)', () => {
  const A = PRUEFUNG_ANTWORT_MAX;
  const K = PRUEFUNG_KURZANTWORT_MAX;
  it.each<[string, Partial<PruefungsAntwortTexte>, number | null]>([
    ['empty', {}, null],
    ['a text at the limit', { antwort1: 'x'.repeat(A) }, null],
    ['a text one over', { antwort1: 'x'.repeat(A + 1) }, A],
    ['answer 5 one over', { antwort5: 'x'.repeat(A + 1) }, A],
    ['a conjugation form at the limit', { konjug_wir: 'x'.repeat(K) }, null],
    ['a conjugation form one over', { konjug_sie: 'x'.repeat(K + 1) }, K],
    ['a label one over', { beschriftungen: { '3': 'x'.repeat(K + 1) } }, K],
    ['labels within', { beschriftungen: { '3': 'Herz', '4': '7' } }, null],
  ])('%s → %p', (_name, felder, erwartet) => {
    expect(ueberschritteneGrenze(antwort(felder))).toBe(erwartet);
  });
});

describe('teilPunkteFehler (02 §5 at least 0; issue 23 at most the part’s points)', () => {
  it.each<[number, number, string | null]>([
    [0, 2, null],
    [1.5, 2, null],
    [2, 2, null],
    [2.5, 2, 'pruefungen.punkteZuHoch'],
    [99, 2, 'pruefungen.punkteZuHoch'],
    [-1, 2, 'validierung.punkteUngueltig'],
    [Number.NaN, 2, 'validierung.punkteUngueltig'],
    [Number.POSITIVE_INFINITY, 2, 'validierung.punkteUngueltig'],
  ])('%p of %p → %p', (punkte, maximum, erwartet) => {
    expect(teilPunkteFehler(punkte, maximum)).toBe(erwartet);
  });
});

describe('notenSkala / noteInSkala (02 §9: the country formula’s scale)', () => {
  it.each<[string | null, { min: number; max: number }]>([
    ['DE', { min: 1, max: 6 }],
    ['A', { min: 1, max: 5 }],
    ['CH', { min: 1, max: 6 }],
    [null, { min: 1, max: 6 }],
  ])('%p → %p', (land, skala) => {
    expect(notenSkala(land)).toEqual(skala);
  });

  it.each<[string | null, number, boolean]>([
    ['CH', 1, true],
    ['CH', 6, true],
    ['CH', 4.75, true],
    ['CH', 6.5, false],
    ['CH', 0, false],
    ['A', 5, true],
    ['A', 6, false],
    ['DE', 0.5, false],
    ['DE', 2.333, true],
    ['DE', Number.NaN, false],
  ])('%p: %p → %p', (land, note, erwartet) => {
    expect(noteInSkala(land, note)).toBe(erwartet);
  });
});
