/**
 * The item at `index` of a list a test found (rows, cells…), failing with a clear message when the list is
 * shorter: with noUncheckedIndexedAccess `list[i]` may be undefined, and a test must say so rather than cast.
 */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined)
    throw new Error(`expected an item at index ${index}, but the list has ${items.length}`);
  return item;
}
