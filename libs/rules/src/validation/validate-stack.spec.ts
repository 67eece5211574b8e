import type { TextKey } from '@lernstapel/texts';
import { validateCategory, validateStack, validateTopicChoice, type StackInput } from './validate-stack';

describe('validateStack (01 §5: title and category)', () => {
  it.each<[StackInput, TextKey[]]>([
    [{ bezeichnung: 'Verben', flashcards_kategorie_id: 3 }, []],
    [{ bezeichnung: ' ', flashcards_kategorie_id: 3 }, ['validierung.titelFehlt']],
    [{ bezeichnung: 'Verben', flashcards_kategorie_id: null }, ['validierung.kategorieFehlt']],
    [{ bezeichnung: 'Verben', flashcards_kategorie_id: 0 }, ['validierung.kategorieFehlt']],
    [{ bezeichnung: 'Verben', flashcards_kategorie_id: Number.NaN }, ['validierung.kategorieFehlt']],
    [
      { bezeichnung: '', flashcards_kategorie_id: null },
      ['validierung.titelFehlt', 'validierung.kategorieFehlt'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(validateStack(input)).toEqual(expected);
  });
});

describe('validateCategory (01 §5: new category needs a title)', () => {
  it.each([
    ['Grammatik', []],
    ['', ['validierung.titelFehlt']],
    ['  ', ['validierung.titelFehlt']],
  ])('%j → %j', (kategorie, expected) => {
    expect(validateCategory({ kategorie })).toEqual(expected);
  });
});

describe('validateTopicChoice (01 §5: a new category lies in a topic)', () => {
  it.each<[number | null, TextKey[]]>([
    [4, []],
    [null, ['validierung.themaFehlt']],
    [0, ['validierung.themaFehlt']],
    [Number.NaN, ['validierung.themaFehlt']],
  ])('%j → %j', (themaId, expected) => {
    expect(validateTopicChoice(themaId)).toEqual(expected);
  });
});
