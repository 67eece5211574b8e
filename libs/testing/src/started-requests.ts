import type { AppStore } from '@lernstapel/api-client';

/**
 * The endpoints the store has started a request for (queries and mutations, in any state). RTK
 * Query records a request in the store the moment it starts, so a test can check right after an
 * action that none was started, without waiting for a fixed time.
 */
export function startedRequests(store: AppStore): string[] {
  const { queries, mutations } = store.getState().api;
  return [...Object.values(queries), ...Object.values(mutations)].flatMap((entry) =>
    entry?.endpointName ? [entry.endpointName] : [],
  );
}
