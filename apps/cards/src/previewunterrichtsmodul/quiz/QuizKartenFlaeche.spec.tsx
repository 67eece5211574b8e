import { render, screen } from '@testing-library/react';
import { emptyCard } from '@lernstapel/rules';
import { LernstapelProvider } from '@lernstapel/ui';
import { QuizKartenFlaeche, type KartenSeite } from './QuizKartenFlaeche';

const KARTE = { ...emptyCard({ unterrichtsmodule_id: 5 }), id: 1, frage: 'Hund', antwort1: 'dog' };

function zeige(seite: KartenSeite, unterkante: number) {
  const scroll = jest.fn();
  const vorher = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = () => ({ bottom: unterkante }) as DOMRect;
  HTMLElement.prototype.scrollIntoView = scroll;
  const ansicht = render(
    <LernstapelProvider>
      <QuizKartenFlaeche karte={KARTE} seite={seite} drehbar onUmdrehen={() => undefined} />
    </LernstapelProvider>,
  );
  HTMLElement.prototype.getBoundingClientRect = vorher;
  return { scroll, ansicht };
}

describe('the turned quiz card keeps its answer buttons on screen (issue 23 §2)', () => {
  it.each<[string, KartenSeite, number, boolean]>([
    ['the answer side ending low on a phone scrolls up', 'antwort', 800, true],
    ['the answer side with room below stays', 'antwort', 400, false],
    ['the question side never scrolls', 'frage', 800, false],
  ])('%s', (_fall, seite, unterkante, scrollt) => {
    window.innerHeight = 844;
    const { scroll } = zeige(seite, unterkante);
    expect(screen.getByTestId('quiz-karte').getAttribute('data-seite')).toBe(seite);
    if (scrollt) expect(scroll).toHaveBeenCalledWith({ block: 'start' });
    else expect(scroll).not.toHaveBeenCalled();
  });
});
