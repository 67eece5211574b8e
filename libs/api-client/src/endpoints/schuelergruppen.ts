export * from '../generated/schuelergruppen';

// --- The shell's 'Mein Konto' (issue 24 §3, wt-cli) ----------------------------------------------------
import { schuelergruppenApi as generatedSchuelergruppenApi } from '../generated/schuelergruppen';

/** Pupils only (01 §6): the groups the pupil belongs to, read when the page opens; no tag. */
export const shellSchuelergruppenApi = generatedSchuelergruppenApi.enhanceEndpoints({
  endpoints: { schuelergruppenMine: { providesTags: [] } },
});
// --- end of the shell's block ------------------------------------------------------------------------
