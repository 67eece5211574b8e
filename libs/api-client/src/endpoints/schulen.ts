import { schulenApi as generated } from '../generated/schulen';

export * from '../generated/schulen';

// --- admin remote (01 §7 'Schulen', 'Verwaltung') ---
/** A call's answer, or null when it was refused (the dialog shows the mutation's own error). */
const answerOf = <T>(queryFulfilled: Promise<{ data: T }>): Promise<T | null> =>
  queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );

/**
 * Save and delete of a school answer the new list, the own school's save its data: the answer replaces
 * the cached one, no second request needed. 'Schule' is the push channel's tag of the list.
 */
export const schulenApi = generated.enhanceEndpoints({
  endpoints: {
    schulenAll: { providesTags: ['Schule'] },
    schulenSave: {
      invalidatesTags: [],
      onQueryStarted: async (_schule, { dispatch, queryFulfilled }) => {
        const liste = await answerOf(queryFulfilled);
        if (liste) void dispatch(schulenApi.util.upsertQueryData('schulenAll', undefined, liste));
      },
    },
    schulenDelete: {
      invalidatesTags: [],
      onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
        const liste = await answerOf(queryFulfilled);
        if (liste) void dispatch(schulenApi.util.upsertQueryData('schulenAll', undefined, liste));
      },
    },
    eigeneSchuleRead: { providesTags: [] },
    eigeneSchuleSave: {
      invalidatesTags: [],
      onQueryStarted: async (_schule, { dispatch, queryFulfilled }) => {
        const schule = await answerOf(queryFulfilled);
        if (schule) void dispatch(schulenApi.util.upsertQueryData('eigeneSchuleRead', undefined, schule));
      },
    },
    lizenzbestellenOrder: { invalidatesTags: [] },
    // The person now belongs to the school with both flags: the session user changes (01 §6). Only
    // after an order: an array would also refetch the session after a refused one.
    lizenzbestellenOrderForNewSchool: { invalidatesTags: (result) => (result ? ['Session'] : []) },
  },
});
// --- end admin remote ---
