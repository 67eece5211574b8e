import * as flashcardsthemen from '@lernstapel/api-client/endpoints/flashcardsthemen';

/**
 * Topics and categories: the stack dialog's pick list and 'Neue Kategorie' (01 §2, §5, §6), generated
 * from the API's OpenAPI document (`@lernstapel/api-client/endpoints/flashcardsthemen`; tags there).
 */
export const flashcardsthemenApi = flashcardsthemen.flashcardsthemenApi.enhanceEndpoints({
  endpoints: {
    flashcardsthemenAnlegen: {
      // The answer holds every list: no second request.
      onQueryStarted: async (_request, { dispatch, queryFulfilled }) => {
        const antwort = await queryFulfilled.then(
          ({ data }) => data,
          () => null, // the dialog shows the error from the mutation result
        );
        if (!antwort) return;
        const { flashcardsthemen: themen, flashcardsthemenukategorien } = antwort;
        void dispatch(
          flashcardsthemenApi.util.upsertQueryData('flashcardsthemenAll', undefined, {
            flashcardsthemen: themen,
            flashcardsthemenukategorien,
          }),
        );
      },
    },
  },
});

export const {
  useFlashcardsthemenAllQuery: useGetThemenQuery,
  useFlashcardsthemenAnlegenMutation: useAnlegenKategorieMutation,
} = flashcardsthemenApi;
