import { benutzereinstellungenApi as generated } from '../generated/benutzereinstellungen';

export * from '../generated/benutzereinstellungen';

/**
 * A save answers all the user's settings: they replace the cached list, no second request. Here, not in
 * the cards remote: the shell's copy of this file, loaded later, replaces the endpoint's definition
 * (overrideExisting) and re-applies only what this file adds.
 */
export const benutzereinstellungenApi = generated.enhanceEndpoints({
  endpoints: {
    benutzereinstellungenSave: {
      onQueryStarted: async (_einstellung, { dispatch, queryFulfilled }) => {
        const alle = await queryFulfilled.then(
          ({ data }) => data,
          () => null, // the page keeps its local choice; the next load shows what is stored
        );
        if (alle)
          void dispatch(
            benutzereinstellungenApi.util.upsertQueryData('benutzereinstellungenMine', undefined, alle),
          );
      },
    },
  },
});
