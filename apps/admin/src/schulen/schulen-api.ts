import type { SchuleSummary } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** All schools, for the main administrator (01 §7: GET /api/schulen). */
export const schulenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSchulen: build.query<SchuleSummary[], void>({
      query: () => 'schulen',
      providesTags: ['Schule'],
    }),
  }),
});

export const { useGetSchulenQuery } = schulenApi;
