/**
 * Fisher–Yates: a copy of `values` in random order, each order equally likely. `random` returns
 * values in [0, 1) like Math.random (tests pass a fixed one).
 */
export function shuffled<T>(values: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
