import type { Karte } from '@lernstapel/contracts';
import { ANSWER_MODE, emptyCard, leerePruefungsAntwort } from '@lernstapel/rules';
import { antwortText, beschriftungVonKarte, richtigeAntwortText } from './antwort-text';

const karte = (nachNummer: boolean): Karte => ({
  ...emptyCard({ unterrichtsmodule_id: 1 }),
  id: 5,
  ist_bildmitbeschriftung: true,
  beschriftung_antwort_nummern: nachNummer,
  beschriftung_1: 'Vorhof',
  beschriftung_2: 'Kammer',
  beschriftung_3: 'Klappe',
});
// This pupil saw Vorhof as 3, Kammer as 1, Klappe as 2 (shuffled per pupil, 02 §9).
const GEZEIGT = { '1': 3, '2': 1, '3': 2 };
const antwort = { ...leerePruefungsAntwort(9), beschriftungen: { '1': '3', '2': '2', '3': '' } };

describe('labelling in number mode reads with the numbers the pupil saw (issue 23)', () => {
  it('the correct answer: each label text with its shown number', () => {
    expect(richtigeAntwortText(ANSWER_MODE.BESCHRIFTUNG, karte(true), GEZEIGT)).toBe(
      'Vorhof: 3, Kammer: 1, Klappe: 2',
    );
  });

  it("the pupil's answer: each label text with the typed number", () => {
    const kontext = beschriftungVonKarte(karte(true), GEZEIGT);
    expect(antwortText(ANSWER_MODE.BESCHRIFTUNG, antwort, [], kontext)).toBe('Vorhof: 3, Kammer: 2');
  });

  it.each<[string, boolean, Record<string, number> | null, string]>([
    ['text mode', false, null, '1: Vorhof, 2: Kammer, 3: Klappe'],
    [
      'number mode without the numbers (an attempt from before)',
      true,
      null,
      '1: Vorhof, 2: Kammer, 3: Klappe',
    ],
  ])('%s keeps the card’s order', (_name, nachNummer, nummern, erwartet) => {
    expect(richtigeAntwortText(ANSWER_MODE.BESCHRIFTUNG, karte(nachNummer), nummern)).toBe(erwartet);
  });
});
