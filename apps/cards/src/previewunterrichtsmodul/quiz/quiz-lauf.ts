import type { FachZahlen, QuizKarte } from '@lernstapel/contracts';
import { boxOf, nextBox, shuffled } from '@lernstapel/rules';

/** One run through (some of) the cards: their order, where we are, and what was known. */
export interface QuizLauf {
  /** Card ids in the order asked (shuffled). */
  reihenfolge: readonly number[];
  /** Position in `reihenfolge`; -1 once the last card is done (02 §4: the summary shows). */
  index: number;
  gewusst: readonly number[];
  nichtGewusst: readonly number[];
  /** The boxes as this browser knows them (the server applies the same rule). */
  faecher: Readonly<Record<number, number>>;
}

export function neuerLauf(
  karten: readonly QuizKarte[],
  faecher: Readonly<Record<number, number>> = Object.fromEntries(
    karten.map((karte) => [karte.id, boxOf(karte.stapelfach_nr)]),
  ),
  random: () => number = Math.random,
): QuizLauf {
  return {
    reihenfolge: shuffled(
      karten.map((karte) => karte.id),
      random,
    ),
    index: karten.length > 0 ? 0 : -1,
    gewusst: [],
    nichtGewusst: [],
    faecher,
  };
}

/** 02 §4: the answer moves the card (known up one box, else box 1) and the next card follows. */
export function beantwortet(lauf: QuizLauf, kartenId: number, gewusst: boolean): QuizLauf {
  const weiter = lauf.index + 1;
  return {
    ...lauf,
    index: weiter < lauf.reihenfolge.length ? weiter : -1,
    gewusst: gewusst ? [...lauf.gewusst, kartenId] : lauf.gewusst,
    nichtGewusst: gewusst ? lauf.nichtGewusst : [...lauf.nichtGewusst, kartenId],
    faecher: { ...lauf.faecher, [kartenId]: nextBox(lauf.faecher[kartenId] ?? 1, gewusst) },
  };
}

/** The box counter bar (02 §2) from the boxes this browser knows. */
export function fachZahlenVon(faecher: Readonly<Record<number, number>>): FachZahlen {
  const zahlen: FachZahlen = { fach1: 0, fach2: 0, fach3: 0 };
  for (const fach of Object.values(faecher)) zahlen[`fach${boxOf(fach)}` as keyof FachZahlen] += 1;
  return zahlen;
}
