import type { CardFields } from '../cards/card-fields';
import { emptyCard } from '../cards/empty-card';
import { checkAnswer, type CardAnswer } from './check-answer';

function card(overrides: Partial<CardFields>): CardFields {
  return { ...emptyCard({ unterrichtsmodule_id: 1 }), wahroderfalsch: -1, ...overrides };
}

const ORAL = card({ frage: 'F', antwort1: 'Bern' });
const WRITTEN = card({ frage: 'F', antwort1: 'Bern', mussfrageschriftlichbeantworten: true });
const MC = card({
  multiplechoice: true,
  anzahl_antworten: 2,
  antwort1: 'a',
  antwort2: 'b',
  antwort2_richtig: true,
});
const TRUE_STATEMENT = card({ frage: 'F', wahroderfalsch: 1 });
const CONJ = card({
  ist_konjugation: true,
  konjug_ich: 'bin',
  konjug_du: 'bist',
  konjug_ersiees: 'ist',
  konjug_wir: 'sind',
  konjug_ihr: 'seid',
  konjug_sie: 'sind',
});
const AUDIO = card({ ist_vokabelaudio: true, antwort1: 'house' });
const LABEL_TEXT = card({ ist_bildmitbeschriftung: true, beschriftung_1: 'Aorta' });
const LABEL_NUMBER = card({
  ist_bildmitbeschriftung: true,
  beschriftung_1: 'Aorta',
  beschriftung_antwort_nummern: true,
});

describe('checkAnswer dispatches by the card type (02 §5)', () => {
  it.each<[string, CardFields, CardAnswer, boolean]>([
    ['oral, known', ORAL, { kind: 'selbstkontrolle', known: true }, true],
    ['oral, not known', ORAL, { kind: 'selbstkontrolle', known: false }, false],
    ['written, right', WRITTEN, { kind: 'schriftlich', text: 'Bern' }, true],
    ['written, wrong case', WRITTEN, { kind: 'schriftlich', text: 'bern' }, false],
    ['mc, right', MC, { kind: 'multipleChoice', chosen: [2] }, true],
    ['mc, wrong', MC, { kind: 'multipleChoice', chosen: [1] }, false],
    ['true/false, right', TRUE_STATEMENT, { kind: 'wahrOderFalsch', wahr: true }, true],
    ['true/false, wrong', TRUE_STATEMENT, { kind: 'wahrOderFalsch', wahr: false }, false],
    [
      'conjugation, right',
      CONJ,
      {
        kind: 'konjugation',
        formen: {
          konjug_ich: 'bin',
          konjug_du: 'bist',
          konjug_ersiees: 'ist',
          konjug_wir: 'sind',
          konjug_ihr: 'seid',
          konjug_sie: 'sind',
        },
      },
      true,
    ],
    ['audio, right', AUDIO, { kind: 'vokabelaudio', text: 'house' }, true],
    ['audio, wrong', AUDIO, { kind: 'vokabelaudio', text: 'House' }, false],
    ['labels as text, right', LABEL_TEXT, { kind: 'beschriftungText', texts: { 1: ' Aorta ' } }, true],
    [
      'labels as number, right',
      LABEL_NUMBER,
      { kind: 'beschriftungNummer', numbers: { 1: 1 }, shuffled: { 1: 1 } },
      true,
    ],
    [
      'labels as number, wrong',
      LABEL_NUMBER,
      { kind: 'beschriftungNummer', numbers: { 1: 2 }, shuffled: { 1: 1 } },
      false,
    ],
    // An answer of another kind is wrong, even if it would match
    ['written answer to an oral card', ORAL, { kind: 'schriftlich', text: 'Bern' }, false],
    [
      'text labels on a number-mode card',
      LABEL_NUMBER,
      { kind: 'beschriftungText', texts: { 1: 'Aorta' } },
      false,
    ],
    [
      'number labels on a text-mode card',
      LABEL_TEXT,
      { kind: 'beschriftungNummer', numbers: { 1: 1 }, shuffled: { 1: 1 } },
      false,
    ],
    ['audio answer to a written card', WRITTEN, { kind: 'vokabelaudio', text: 'Bern' }, false],
  ])('%s → %p', (_name, c, answer, expected) => {
    expect(checkAnswer(c, answer)).toBe(expected);
  });
});
