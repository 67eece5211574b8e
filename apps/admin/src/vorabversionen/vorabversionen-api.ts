import type { VorabSchuleSetzen, VorabversionenUebersicht } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** Issue 26 §5: canary releases per school (main administrators only). */
export const vorabversionenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVorabversionen: build.query<VorabversionenUebersicht, void>({
      query: () => 'vorabversionen',
    }),
    setVorabSchule: build.mutation<void, { schuleId: number } & VorabSchuleSetzen>({
      query: ({ schuleId, vorab }) => ({
        url: `vorabversionen/schulen/${schuleId}`,
        method: 'PUT',
        body: { vorab },
      }),
    }),
  }),
});

export const { useGetVorabversionenQuery, useSetVorabSchuleMutation } = vorabversionenApi;
