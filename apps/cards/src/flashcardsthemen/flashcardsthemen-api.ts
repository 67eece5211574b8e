import type {
  FlashcardsthemenResponse,
  KategorieAnlegenRequest,
  KategorieAnlegenResponse,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** Topics and categories: the stack dialog's pick list and 'Neue Kategorie' (01 §2, §5, §6). */
export const flashcardsthemenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getThemen: build.query<FlashcardsthemenResponse, void>({
      query: () => 'flashcardsthemen',
      providesTags: ['Flashcardsthemen'],
    }),
    anlegenKategorie: build.mutation<KategorieAnlegenResponse, KategorieAnlegenRequest>({
      query: (body) => ({ url: 'flashcardsthemen', method: 'POST', body }),
      // The answer holds every list: no second request.
      onQueryStarted: async (_request, { dispatch, queryFulfilled }) => {
        const antwort = await queryFulfilled.then(
          ({ data }) => data,
          () => null, // the dialog shows the error from the mutation result
        );
        if (!antwort) return;
        const { flashcardsthemen, flashcardsthemenukategorien } = antwort;
        void dispatch(
          flashcardsthemenApi.util.upsertQueryData('getThemen', undefined, {
            flashcardsthemen,
            flashcardsthemenukategorien,
          }),
        );
      },
    }),
  }),
});

export const { useGetThemenQuery, useAnlegenKategorieMutation } = flashcardsthemenApi;
