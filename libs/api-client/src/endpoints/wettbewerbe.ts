import { wettbewerbeApi as generated } from '../generated/wettbewerbe';

export * from '../generated/wettbewerbe';

const wettbewerb = (id: number) => ({ type: 'Wettbewerb' as const, id });
/** A race's own question has its own tag: the push channel refreshes it only on a start or an end. */
export const frageTag = (id: number) => ({ type: 'Wettbewerb' as const, id: `frage-${id}` });

/** The portal's tags (TAG_TYPES) that the push channel ('Wettbewerb') and the races screens invalidate. */
export const wettbewerbeApi = generated.enhanceEndpoints({
  endpoints: {
    wettbewerbeForUser: { providesTags: ['Wettbewerb'] },
    wettbewerbeById: { providesTags: (_result, _error, id) => [wettbewerb(id)] },
    wettbewerbeEinladbar: { providesTags: [] },
    wettbewerbeFrage: { providesTags: (_result, _error, id) => [frageTag(id)] },
    wettbewerbeErstellen: { invalidatesTags: ['Wettbewerb'] },
    wettbewerbeAnnehmen: { invalidatesTags: ['Wettbewerb'] },
    wettbewerbeStarten: { invalidatesTags: ['Wettbewerb'] },
    wettbewerbeBeenden: { invalidatesTags: ['Wettbewerb'] },
    wettbewerbeVerlassen: { invalidatesTags: ['Wettbewerb'] },
    // The answer updates the cache itself (the races remote's onQueryStarted).
    wettbewerbeAntwort: { invalidatesTags: [] },
  },
});
