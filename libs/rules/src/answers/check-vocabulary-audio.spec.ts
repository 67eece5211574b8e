import { emptyCard } from '../cards/empty-card';
import { checkVocabularyAudio } from './check-vocabulary-audio';

describe('checkVocabularyAudio (02 §5: exact incl. case)', () => {
  const card = { ...emptyCard({ unterrichtsmodule_id: 1 }), ist_vokabelaudio: true, antwort1: 'la maison' };

  it.each([
    ['la maison', true],
    ['La maison', false],
    ['la  maison', false],
    ['la maison ', true],
    [' la maison', true],
    ['\tla maison  ', true],
    ['La maison ', false],
    ['  ', false],
    ['', false],
  ])('%j → %p', (typed, expected) => {
    expect(checkVocabularyAudio(card, typed)).toBe(expected);
  });
});
