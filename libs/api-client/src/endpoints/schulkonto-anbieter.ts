import { schulkontoAnbieterApi as generated } from '../generated/schulkonto-anbieter';

export * from '../generated/schulkonto-anbieter';

// --- admin remote (issue 28) ---
/**
 * A school's identity provider (the admin's settings; the sign-in itself is inside the singleton,
 * lib/schulkonto-api.ts). Save and remove put the outcome into the cached provider of that school.
 */
export const schulkontoAnbieterApi = generated.enhanceEndpoints({
  endpoints: {
    schulkontoAnbieterRead: { providesTags: [] },
    schulkontoAnbieterSave: {
      invalidatesTags: [],
      onQueryStarted: async ({ schuleId }, { dispatch, queryFulfilled }) => {
        const gespeichert = await queryFulfilled.then(
          ({ data }) => data,
          () => null, // the dialog shows the refusal from the mutation's error
        );
        if (gespeichert)
          void dispatch(
            schulkontoAnbieterApi.util.upsertQueryData('schulkontoAnbieterRead', schuleId, gespeichert),
          );
      },
    },
    schulkontoAnbieterRemove: {
      invalidatesTags: [],
      onQueryStarted: async (schuleId, { dispatch, queryFulfilled }) => {
        const entfernt = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (entfernt)
          void dispatch(schulkontoAnbieterApi.util.upsertQueryData('schulkontoAnbieterRead', schuleId, null));
      },
    },
  },
});
// --- end admin remote ---
