import { roundToDecimals } from '../numbers/round-to-decimals';

/**
 * The exam grade for `punkte` of `gesamt` points in the school's country (02 §9), two decimals:
 * - 'DE': 6 - 5 * p/t (1 is best, 6 worst)
 * - 'A': 5 - 4 * p/t (1 is best, 5 worst)
 * - any other country (CH, none): 5 * p/t + 1 (6 is best, 1 worst)
 *
 * Edge cases (not in the spec, defined here so no NaN or off-scale grade can appear):
 * - `gesamt` <= 0: there was nothing to earn, the share is taken as 0 (the lowest grade of the scale);
 * - the share p/t is clamped to 0..1, so negative points count as 0 and bonus points above the
 *   total give the best grade.
 */
export function gradeFor(land: string | null | undefined, punkte: number, gesamt: number): number {
  const share = gesamt > 0 ? Math.min(Math.max(punkte / gesamt, 0), 1) : 0;
  if (land === 'DE') return roundToDecimals(6 - 5 * share, 2);
  if (land === 'A') return roundToDecimals(5 - 4 * share, 2);
  return roundToDecimals(5 * share + 1, 2);
}
