import { roundToDecimals } from '../numbers/round-to-decimals';

/**
 * The quiz result in percent (02 §9): 100 / cards * correct, one decimal. A quiz without cards
 * scores 0 (no NaN).
 */
export function quizPercentage(cards: number, correct: number): number {
  if (cards <= 0) return 0;
  return roundToDecimals((100 / cards) * correct, 1);
}
