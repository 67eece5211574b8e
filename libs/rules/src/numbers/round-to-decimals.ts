/**
 * `value` rounded half up to `decimals` places. The product is first cut to 15 significant digits so
 * binary noise does not decide the rounding (1.005 → 1.01, not 1).
 */
export function roundToDecimals(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(15))) / factor;
}
