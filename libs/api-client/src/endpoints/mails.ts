import { mailsApi as generated } from '../generated/mails';

export * from '../generated/mails';

// --- admin remote (issue 3, DEVIATIONS 8) ---
/** The local outbox is read on every visit of its tab; nothing invalidates it. */
export const mailsApi = generated.enhanceEndpoints({
  endpoints: {
    mailsNewest: { providesTags: [] },
  },
});
// --- end admin remote ---
