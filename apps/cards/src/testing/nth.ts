/**
 * The `index`-th element a test found (0-based). A missing one fails the test here, naming how many there
 * were, instead of as "cannot read properties of undefined" further on.
 */
export function nth<T>(list: readonly T[], index: number): T {
  const element = list[index];
  if (element === undefined) throw new Error(`Expected an element at ${index}, found only ${list.length}.`);
  return element;
}
