import type { Benutzerablenkung } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** 01 §9: the activity feed is polled every 2 s while it is shown and the push channel is down. */
export const AKTIVITAETEN_POLLING_MS = 2000;

/** The class's activity feed (01 §3 benutzerablenkungen), newest first; teachers only (01 §6). */
export const benutzerablenkungenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAktivitaeten: build.query<Benutzerablenkung[], string>({
      query: (klassenCode) => `benutzer/benutzerablenkungen/${encodeURIComponent(klassenCode)}`,
      // The push channel's 'tags' event of a pupil's report refetches exactly this class's feed.
      providesTags: (_result, _error, klassenCode) => [{ type: 'Benutzerablenkung', id: klassenCode }],
    }),
    loeschenAktivitaet: build.mutation<unknown, { id: number; klassenCode: string }>({
      // DEVIATIONS 1, 5: a typed DELETE instead of the described raw SQL.
      query: ({ id }) => ({ url: `benutzer/benutzerablenkungen/${id}`, method: 'DELETE' }),
      onQueryStarted: async ({ id, klassenCode }, { dispatch, queryFulfilled }) => {
        const ok = await queryFulfilled.then(
          () => true,
          () => false, // the tab shows the failure from the mutation's own error state
        );
        if (!ok) return;
        dispatch(
          benutzerablenkungenApi.util.updateQueryData('getAktivitaeten', klassenCode, (draft) =>
            draft.filter((eintrag) => eintrag.id !== id),
          ),
        );
      },
    }),
  }),
});

export const { useGetAktivitaetenQuery, useLoeschenAktivitaetMutation } = benutzerablenkungenApi;
