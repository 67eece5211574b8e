import * as stapelergebnisse from '@lernstapel/api-client/endpoints/stapelergebnisse';
import * as unterrichtsmodulteile from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';

/**
 * The quiz's reads and its reset (02 §7 unterrichtsmodulteile/quiz, stapelergebnisse), generated from the
 * API's OpenAPI document (`@lernstapel/api-client/endpoints/<domain>`, bundled with this remote; the
 * cache tags are there, and the quiz's cards are dropped when unused: every start reloads and shuffles
 * them, 02 §4). Box changes and results go through the lern-warteschlange (offline queue).
 */
export const {
  useQuizQuizQuery: useGetQuizQuery,
  /** Issue 11 'n Karten fällig' of the own stacks (the list's refresh; a quiz run changes it). */
  useQuizFaelligQuery: useGetFaelligeKartenQuery,
  /** Back to box 1 for every card of the stack, its results deleted. */
  useQuizZuruecksetzenMutation: useZuruecksetzenMutation,
} = unterrichtsmodulteile;

/** The stack's results for the chart after a run (loaded afresh each time). */
export const { useStapelergebnisseVerlaufQuery: useGetErgebnisseQuery } =
  stapelergebnisse.stapelergebnisseApi.enhanceEndpoints({
    endpoints: { stapelergebnisseVerlauf: { keepUnusedDataFor: 0 } },
  });
