import { vorabversionenApi as generated } from '../generated/vorabversionen';

export * from '../generated/vorabversionen';

// --- admin remote (issue 26 §5) ---
/** The canary tab reads the overview on every visit and after a switch; nothing else is cached. */
export const vorabversionenApi = generated.enhanceEndpoints({
  endpoints: {
    vorabversionenUebersicht: { providesTags: [] },
    vorabversionenSetzen: { invalidatesTags: [] },
  },
});
// --- end admin remote ---
