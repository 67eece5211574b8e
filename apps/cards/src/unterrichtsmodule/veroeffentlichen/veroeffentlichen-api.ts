import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';

/** 01 §4 publishing to the global library, and withdrawing (generated; tags in api-client endpoints/). */
export const {
  useVeroeffentlichenPublishMutation: useVeroeffentlichenStapelMutation,
  useVeroeffentlichenWithdrawMutation: useZuruecknehmenVeroeffentlichungMutation,
} = unterrichtsmodule;
