import { emptyCard } from '@lernstapel/rules';
import { angefragteKarte } from './karte-speichern.mapper';

describe('angefragteKarte', () => {
  const gespeichert = {
    ...emptyCard({ unterrichtsmodule_id: 3, autor_id: 12 }),
    id: 7,
    frage: 'alt',
    antwort1: 'alt',
    korrekturmarkierung: true,
    notizen: 'Bitte prüfen',
    stapelfach_nr: 3,
  };

  it('takes the card fields of the request and keeps the protected ones', () => {
    const { karte, modus } = angefragteKarte(gespeichert, {
      id: 99,
      unterrichtsmodule_id: 4,
      autor_id: 1,
      autor: 'Jemand',
      korrekturmarkierung: false,
      notizen: '',
      stapelfach_nr: 1,
      frage: 'neu',
      mussfrageschriftlichbeantworten: true,
    });
    expect(karte).toMatchObject({
      id: 7,
      unterrichtsmodule_id: 3,
      autor_id: 12,
      korrekturmarkierung: true,
      notizen: 'Bitte prüfen',
      stapelfach_nr: 3,
      frage: 'neu',
      antwort1: 'alt',
    });
    expect(modus).toBe(2);
  });

  it('uses the mode of the request', () => {
    expect(angefragteKarte(gespeichert, { unterrichtsmodule_id: 3, modus: 4 }).modus).toBe(4);
  });
});
