import type { MailAusgangZeile } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The local outbox, newest first (issue 3, DEVIATIONS 8: GET /api/mails, main administrators only). */
export const mailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMails: build.query<MailAusgangZeile[], void>({
      query: () => 'mails',
    }),
  }),
});

export const { useGetMailsQuery } = mailsApi;
