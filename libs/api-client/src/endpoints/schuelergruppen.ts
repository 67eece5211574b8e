import { schuelergruppenApi as generated } from '../generated/schuelergruppen';
import { angemeldeterBenutzer } from './angemeldet';

export * from '../generated/schuelergruppen';

// --- admin remote (01 §7 'Gruppen') ---
/**
 * Save and delete answer the class's groups: they replace the cached list, no second request needed.
 * The list keeps the domain tag (the dashboard's groups tile reads the same entry).
 */
export const schuelergruppenApi = generated.enhanceEndpoints({
  endpoints: {
    schuelergruppenSave: {
      invalidatesTags: [],
      onQueryStarted: async ({ klassen_code }, { dispatch, queryFulfilled }) => {
        const gruppen = await queryFulfilled.then(
          ({ data }) => data,
          () => null, // the dialog shows the mutation's own error
        );
        if (gruppen)
          void dispatch(
            schuelergruppenApi.util.upsertQueryData('schuelergruppenOfClass', klassen_code, gruppen),
          );
      },
    },
    // A teacher deletes only groups of the own class (the API's rule): that class's list is the answer.
    schuelergruppenDelete: {
      invalidatesTags: [],
      onQueryStarted: async (_gruppe, { dispatch, getState, queryFulfilled }) => {
        const gruppen = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        const klassenCode = angemeldeterBenutzer(getState())?.klassen_code;
        if (gruppen && klassenCode)
          void dispatch(
            schuelergruppenApi.util.upsertQueryData('schuelergruppenOfClass', klassenCode, gruppen),
          );
      },
    },
  },
});
// --- end admin remote ---

// --- The shell's 'Mein Konto' (issue 24 §3, wt-cli) ----------------------------------------------------
/** Pupils only (01 §6): the groups the pupil belongs to, read when the page opens; no tag. */
export const shellSchuelergruppenApi = generated.enhanceEndpoints({
  endpoints: { schuelergruppenMine: { providesTags: [] } },
});
// --- end of the shell's block ------------------------------------------------------------------------
