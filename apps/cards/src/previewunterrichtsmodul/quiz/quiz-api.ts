import type { FachZahlen, FaelligeKarten, QuizStapel, Stapelergebnis } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The quiz (02 §7 unterrichtsmodulteile/quiz, stapelergebnisse). Box changes and results go through the lern-warteschlange. */
export const quizApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuiz: build.query<QuizStapel, number>({
      query: (id) => `unterrichtsmodulteile/quiz/${id}`,
      // Every start reloads the cards (02 §4 "Restart reloads and shuffles").
      keepUnusedDataFor: 0,
    }),
    getErgebnisse: build.query<Stapelergebnis[], number>({
      query: (id) => `stapelergebnisse/${id}`,
      keepUnusedDataFor: 0,
    }),
    /** Issue 11 'n Karten fällig' of the own stacks (the list's refresh; a quiz run changes it). */
    getFaelligeKarten: build.query<FaelligeKarten, void>({
      query: () => 'unterrichtsmodulteile/quiz/faellig',
      providesTags: ['Unterrichtsmodul'],
    }),
    zuruecksetzen: build.mutation<FachZahlen, number>({
      query: (id) => ({
        url: 'unterrichtsmodulteile/quiz/zuruecksetzen',
        method: 'POST',
        body: { unterrichtsmodul_id: id },
      }),
      invalidatesTags: ['Unterrichtsmodul'],
    }),
  }),
});

export const { useGetQuizQuery, useGetErgebnisseQuery, useGetFaelligeKartenQuery, useZuruecksetzenMutation } =
  quizApi;
