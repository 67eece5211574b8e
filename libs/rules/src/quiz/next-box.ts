/** The quiz has three boxes (Fach 1 to 3, 02 §9). */
export const QUIZ_BOX_COUNT = 3;

/** The box a stored value stands for: outside 1..3 (or not a number) it is the nearest valid box. */
export function boxOf(stored: number): number {
  return Math.min(Math.max(Math.trunc(stored) || 1, 1), QUIZ_BOX_COUNT);
}

/**
 * The box a card goes to after the quiz (02 §4): known moves 1 → 2 → 3 and stays in 3; not known
 * goes back to 1. A stored box outside 1..3 is first taken as the nearest valid box.
 */
export function nextBox(box: number, known: boolean): number {
  if (!known) return 1;
  return Math.min(boxOf(box) + 1, QUIZ_BOX_COUNT);
}
