import type { BenutzerablenkungRequest } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** A pupil's window event for the teacher's activity feed (01 §7: POST /api/benutzer/benutzerablenkungen). */
export const benutzerablenkungenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    meldenAblenkung: build.mutation<unknown, BenutzerablenkungRequest>({
      query: (body) => ({ url: 'benutzer/benutzerablenkungen', method: 'POST', body }),
    }),
  }),
});

export const { useMeldenAblenkungMutation } = benutzerablenkungenApi;
