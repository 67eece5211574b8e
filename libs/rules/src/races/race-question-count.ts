/** Race modes (01 §4): 0 all questions, 1 half of the cards, 2 two thirds of the cards. */
export type RaceModus = 0 | 1 | 2;
export const RACE_MODI: readonly RaceModus[] = [0, 1, 2];

/**
 * How many questions a race of `modus` over a stack of `cardCount` cards asks (01 §4): all, half
 * (rounded) or two thirds (rounded); halves round up (Math.round). Never more than the cards.
 */
export function raceQuestionCount(modus: RaceModus, cardCount: number): number {
  const cards = Math.max(0, Math.trunc(cardCount));
  switch (modus) {
    case 0:
      return cards;
    case 1:
      return Math.round(cards / 2);
    case 2:
      return Math.round((cards * 2) / 3);
  }
}

export interface RaceModeOption {
  modus: RaceModus;
  /** The number of questions, for the label 'wettbewerbe.modus.{modus}' ({anzahl}). */
  anzahl: number;
}

/** 01 §4: the race mode choices for a stack; option 2 is hidden when its count equals option 1's. */
export function raceModeOptions(cardCount: number): RaceModeOption[] {
  const options = RACE_MODI.map((modus) => ({ modus, anzahl: raceQuestionCount(modus, cardCount) }));
  const [, halb, wenige] = options;
  return halb && wenige && wenige.anzahl === halb.anzahl ? options.slice(0, 2) : options;
}
