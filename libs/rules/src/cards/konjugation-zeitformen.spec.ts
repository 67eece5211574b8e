import { KONJUG_ZEITFORMEN } from './konjugation-zeitformen';

describe('KONJUG_ZEITFORMEN (02 §9)', () => {
  it.each([
    ['de', 15],
    ['en', 12],
    ['fr', 17],
    ['es', 19],
    ['it', 15],
    ['pt', 19],
  ] as const)('%s has %i different tenses', (sprache, anzahl) => {
    expect(KONJUG_ZEITFORMEN[sprache]).toHaveLength(anzahl);
    expect(new Set(KONJUG_ZEITFORMEN[sprache]).size).toBe(anzahl);
  });
});
