import { emptyCard } from './empty-card';
import { saveCard } from './save-card';

describe('saveCard (02 §4, §5)', () => {
  const card = { ...emptyCard({ unterrichtsmodule_id: 1 }), frage: 'Preis????', antwort1: ' 5 eeee ' };

  it('replaces the shortcuts, trims and sets the author', () => {
    const result = saveCard(card, 1, 42);
    expect(result).toMatchObject({ ok: true, card: { frage: 'Preis¿', antwort1: '5 €', autor_id: 42 } });
  });

  it('answers the German text keys of a card that cannot be saved', () => {
    expect(saveCard({ ...card, antwort1: '  ' }, 2, 42)).toEqual({
      ok: false,
      errors: ['validierung.antwortFehlt'],
    });
  });
});
