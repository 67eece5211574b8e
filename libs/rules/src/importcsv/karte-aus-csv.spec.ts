import { answerModeOf, ANSWER_MODE } from '../cards/answer-mode';
import { emptyCard } from '../cards/empty-card';
import { validateCard } from '../cards/validate-card';
import { csvAusKarte, karteAusCsv } from './karte-aus-csv';
import type { CsvKarte } from './karten-csv';

describe('karteAusCsv (01 §9: five answer slots, the first correct)', () => {
  it('one answer: an oral card with five slots and answer 1 correct, a valid card', () => {
    const karte = karteAusCsv({ frage: 'Haus', antworten: ['house'] }, 4, 9);
    expect(karte).toMatchObject({
      unterrichtsmodule_id: 4,
      autor_id: 9,
      frage: 'Haus',
      antwort1: 'house',
      antwort1_richtig: true,
      antwort2: '',
      anzahl_antworten: 5,
      multiplechoice: false,
      wahroderfalsch: -1,
      stapelfach_nr: 1,
    });
    expect(answerModeOf(karte)).toBe(ANSWER_MODE.MUENDLICH);
    expect(validateCard(karte, ANSWER_MODE.MUENDLICH)).toEqual([]);
  });

  it.each([2, 3, 4, 5])('%i answers: multiple choice, the first correct, a valid card', (anzahl) => {
    const antworten = ['Bern', 'Zürich', 'Basel', 'Genf', 'Luzern'].slice(0, anzahl);
    const karte = karteAusCsv({ frage: 'Hauptstadt?', antworten }, 4, 9);
    expect(answerModeOf(karte)).toBe(ANSWER_MODE.MULTIPLE_CHOICE);
    expect(karte.anzahl_antworten).toBe(anzahl);
    expect([karte.antwort1_richtig, karte.antwort2_richtig]).toEqual([true, false]);
    expect(validateCard(karte, ANSWER_MODE.MULTIPLE_CHOICE)).toEqual([]);
  });
});

describe('csvAusKarte', () => {
  it.each<CsvKarte>([
    { frage: 'Haus', antworten: ['house'] },
    { frage: 'Hauptstadt?', antworten: ['Bern', 'Zürich', 'Basel'] },
    { frage: 'Hauptstadt?', antworten: ['Bern', 'Zürich', 'Basel', 'Genf', 'Luzern'] },
  ])('reads back what karteAusCsv made: %j', (csv) => {
    expect(csvAusKarte(karteAusCsv(csv, 1, 2))).toEqual(csv);
  });

  it('puts the one correct answer of a multiple-choice card first', () => {
    const karte = {
      ...emptyCard({ unterrichtsmodule_id: 1, anzahl_antworten: 3 }),
      frage: 'F',
      multiplechoice: true,
    };
    Object.assign(karte, {
      antwort1: 'a',
      antwort2: 'b',
      antwort2_richtig: true,
      antwort3: 'c',
      wahroderfalsch: -1,
    });
    expect(csvAusKarte(karte)).toEqual({ frage: 'F', antworten: ['b', 'a', 'c'] });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'several correct answers',
      {
        multiplechoice: true,
        anzahl_antworten: 3,
        antwort1: 'a',
        antwort1_richtig: true,
        antwort2: 'b',
        antwort3: 'c',
        antwort3_richtig: true,
        wahroderfalsch: -1,
      },
      'a / c',
    ],
    ['true', { wahroderfalsch: 1 }, 'wahr'],
    ['false', { wahroderfalsch: 0 }, 'falsch'],
    [
      'conjugation',
      { ist_konjugation: true, konjug_ich: 'bin', konjug_du: 'bist', wahroderfalsch: -1 },
      'bin / bist',
    ],
    [
      'labels',
      { ist_bildmitbeschriftung: true, beschriftung_1: 'Kopf', beschriftung_3: 'Fuss', wahroderfalsch: -1 },
      '1: Kopf / 3: Fuss',
    ],
    ['vocabulary audio', { ist_vokabelaudio: true, antwort1: 'house', wahroderfalsch: -1 }, 'house'],
  ])('writes the answer of a card the format cannot hold as one text: %s', (_fall, felder, antwort) => {
    const karte = { ...emptyCard({ unterrichtsmodule_id: 1 }), frage: 'F', ...felder };
    expect(csvAusKarte(karte)).toEqual({ frage: 'F', antworten: [antwort] });
  });
});
