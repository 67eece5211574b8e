import type {
  AnmeldecodeVergessenRequest,
  AnmeldecodeVergessenResponse,
  RegistrierungRequest,
  RegistrierungResponse,
} from '@lernstapel/contracts';
import { baseApi } from './base-api';

/** Registration and 'Anmeldecode vergessen?' (01 §2, §5, §8; DEVIATIONS 2: the code goes by mail). */
export const registrierenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registrieren: build.mutation<RegistrierungResponse, RegistrierungRequest>({
      query: (body) => ({ url: 'benutzer/registrieren', method: 'POST', body }),
    }),
    anmeldecodeVergessen: build.mutation<AnmeldecodeVergessenResponse, AnmeldecodeVergessenRequest>({
      query: (body) => ({ url: 'benutzer/anmeldecodevergessen', method: 'POST', body }),
    }),
  }),
});

export const { useRegistrierenMutation, useAnmeldecodeVergessenMutation } = registrierenApi;
