import type { QuizKarte } from '@lernstapel/contracts';
import { beantwortet, fachZahlenVon, neuerLauf } from './quiz-lauf';

const karte = (id: number, stapelfach_nr: number) => ({ id, stapelfach_nr }) as QuizKarte;

describe('a quiz run (02 §4)', () => {
  it('moves known cards up a box, unknown ones to box 1, and ends with index -1', () => {
    let lauf = neuerLauf([karte(1, 1), karte(2, 3), karte(3, 2)], undefined, () => 0.99);
    expect(lauf.reihenfolge).toEqual([1, 2, 3]);
    lauf = beantwortet(lauf, 1, true);
    lauf = beantwortet(lauf, 2, false);
    expect(lauf.index).toBe(2);
    lauf = beantwortet(lauf, 3, true);
    expect(lauf.index).toBe(-1);
    expect(lauf.faecher).toEqual({ 1: 2, 2: 1, 3: 3 });
    expect(lauf.gewusst).toEqual([1, 3]);
    expect(lauf.nichtGewusst).toEqual([2]);
    expect(fachZahlenVon(lauf.faecher)).toEqual({ fach1: 1, fach2: 1, fach3: 1 });
  });

  it('starts at the summary when there is no card', () => {
    expect(neuerLauf([]).index).toBe(-1);
  });
});
