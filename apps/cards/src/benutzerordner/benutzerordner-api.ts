import type {
  BenutzerordnerItem,
  BenutzerordnerLoeschenRequest,
  BenutzerordnerResponse,
  BenutzerordnerSpeichernRequest,
  OrdnerStapelRequest,
  OrdnerStapelResponse,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The session user's folders (01 §3, §4, §7 benutzerordner). */
export const benutzerordnerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrdner: build.query<BenutzerordnerItem[], number>({
      query: (userId) => `benutzerordner/${userId}`,
      transformResponse: (response: BenutzerordnerResponse) => response.benutzerordner,
      providesTags: ['Benutzerordner'],
    }),
    speichernOrdner: build.mutation<BenutzerordnerResponse, BenutzerordnerSpeichernRequest>({
      query: (body) => ({ url: 'benutzerordner', method: 'POST', body }),
      invalidatesTags: ['Benutzerordner'],
    }),
    /** 01 §4: the folder goes, its stacks return to the unfoldered list. */
    loeschenOrdner: build.mutation<BenutzerordnerResponse, BenutzerordnerLoeschenRequest>({
      query: (body) => ({ url: 'benutzerordner/delete', method: 'POST', body }),
      invalidatesTags: ['Benutzerordner', 'Unterrichtsmodul'],
    }),
    /** Puts stacks into a folder; id null takes them out ('kein Ordner'). */
    ordnerStapel: build.mutation<OrdnerStapelResponse, OrdnerStapelRequest>({
      query: (body) => ({ url: 'benutzerordner/stapel', method: 'POST', body }),
      invalidatesTags: ['Benutzerordner', 'Unterrichtsmodul'],
    }),
  }),
});

export const {
  useGetOrdnerQuery,
  useSpeichernOrdnerMutation,
  useLoeschenOrdnerMutation,
  useOrdnerStapelMutation,
} = benutzerordnerApi;
