import type { KonjugFormen } from '../cards/card-fields';
import { emptyCard } from '../cards/empty-card';
import { checkConjugation } from './check-conjugation';

const FORMEN: KonjugFormen = {
  konjug_ich: 'suis',
  konjug_du: 'es',
  konjug_ersiees: 'est',
  konjug_wir: 'sommes',
  konjug_ihr: 'êtes',
  konjug_sie: 'sont',
};

describe('checkConjugation (02 §5: all six forms exact)', () => {
  const card = { ...emptyCard({ unterrichtsmodule_id: 1 }), ist_konjugation: true, ...FORMEN };

  it.each<[string, Partial<KonjugFormen>, boolean]>([
    ['all six right', {}, true],
    ['one form wrong', { konjug_wir: 'somme' }, false],
    ['case differs', { konjug_ihr: 'Êtes' }, false],
    ['trailing space (phone keyboard)', { konjug_sie: 'sont ' }, true],
    ['leading space', { konjug_ich: ' suis' }, true],
    ['spaces on every form', { konjug_wir: ' sommes ', konjug_du: 'es  ' }, true],
    ['space inside a form', { konjug_sie: 'so nt' }, false],
    ['only spaces where a form is expected', { konjug_du: '   ' }, false],
    ['missing accent', { konjug_ihr: 'etes' }, false],
    ['one form empty', { konjug_du: '' }, false],
  ])('%s → %p', (_name, changes, expected) => {
    expect(checkConjugation(card, { ...FORMEN, ...changes })).toBe(expected);
  });

  it('an empty stored form expects an empty input', () => {
    const partial = { ...card, konjug_ihr: '' };
    expect(checkConjugation(partial, { ...FORMEN, konjug_ihr: '' })).toBe(true);
    expect(checkConjugation(partial, FORMEN)).toBe(false);
  });
});
