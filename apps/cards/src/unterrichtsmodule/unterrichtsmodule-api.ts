import type {
  GlobaleModuleResponse,
  KopierenRequest,
  KopierenResponse,
  StapelAnsichtQuery,
  StapelDetail,
  StapelIdRequest,
  StapelListItem,
  StapelListResponse,
  StapelSpeichernRequest,
  StapelSpeichernResponse,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

export interface StapelDetailArgs extends StapelAnsichtQuery {
  id: number;
}

/** Stacks: the own list, one stack, the global library; create, change, delete, copy (01 §7, 02 §7). */
export const unterrichtsmoduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEigeneUnterrichtsmodule: build.query<StapelListItem[], number>({
      query: (userId) => `unterrichtsmodule/${userId}`,
      transformResponse: (response: StapelListResponse) => response.unterrichtsmodule,
      providesTags: ['Unterrichtsmodul'],
    }),
    getUnterrichtsmodul: build.query<StapelDetail, StapelDetailArgs>({
      query: ({ id, ansicht }) => ({
        url: `unterrichtsmodule/byid/${id}`,
        params: ansicht ? { ansicht } : {},
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Unterrichtsmodul', id }],
    }),
    getGlobaleModule: build.query<GlobaleModuleResponse, void>({
      query: () => 'unterrichtsmodule/globalemodule',
      providesTags: ['Unterrichtsmodul'],
    }),
    /** 01 §2 stack dialog: creates (no id) or changes an own stack, optionally in a new folder. */
    speichernStapel: build.mutation<StapelSpeichernResponse, StapelSpeichernRequest>({
      query: (body) => ({ url: 'unterrichtsmodule', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul', 'Benutzerordner'],
    }),
    loeschenStapel: build.mutation<StapelListResponse, StapelIdRequest>({
      query: (body) => ({ url: 'unterrichtsmodule/delete', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul', 'Benutzerordner', 'Stapelablage'],
    }),
    /** 01 §2, 02 §5: a stack from the mailbox or the global library into the own stacks. */
    kopierenStapel: build.mutation<KopierenResponse, KopierenRequest>({
      query: (body) => ({ url: 'unterrichtsmodule/kopieren', method: 'POST', body }),
      invalidatesTags: ['Unterrichtsmodul'],
    }),
  }),
});

export const {
  useGetEigeneUnterrichtsmoduleQuery,
  useGetUnterrichtsmodulQuery,
  useGetGlobaleModuleQuery,
  useSpeichernStapelMutation,
  useLoeschenStapelMutation,
  useKopierenStapelMutation,
} = unterrichtsmoduleApi;
