import { karte } from '../testing/fixtures';
import { antwortText } from './antwort-text';

describe('antwortText (02 §3, §4)', () => {
  it.each([
    ['an oral answer', karte(1, 'Hund', 'dog'), 'dog'],
    ['a written answer', karte(1, 'Katze', 'cat', { mussfrageschriftlichbeantworten: true }), 'cat'],
    [
      'the correct multiple-choice answers within anzahl_antworten',
      karte(1, 'Primzahlen?', '2', {
        multiplechoice: true,
        anzahl_antworten: 3,
        antwort1_richtig: true,
        antwort2: '4',
        antwort3: '5',
        antwort3_richtig: true,
        antwort4: '7',
        antwort4_richtig: true,
      }),
      '2; 5',
    ],
    ['a true statement', karte(1, 'Die Erde ist rund.', '', { wahroderfalsch: 1 }), 'wahr'],
    ['a false statement', karte(1, 'Der Mond ist aus Käse.', '', { wahroderfalsch: 0 }), 'falsch'],
    [
      'the conjugated forms',
      karte(1, 'gehen', '', {
        ist_konjugation: true,
        konjug_ich: 'gehe',
        konjug_du: 'gehst',
        konjug_ersiees: 'geht',
        konjug_wir: 'gehen',
        konjug_ihr: 'geht',
        konjug_sie: 'gehen',
      }),
      'gehe, gehst, geht, gehen, geht, gehen',
    ],
    [
      'the numbered labels',
      karte(1, 'Teile der Blume', '', {
        ist_bildmitbeschriftung: true,
        beschriftung_1: 'Blüte',
        beschriftung_3: ' Stiel ',
      }),
      '1: Blüte, 3: Stiel',
    ],
  ])('shows %s', (_case, card, text) => {
    expect(antwortText(card)).toBe(text);
  });
});
