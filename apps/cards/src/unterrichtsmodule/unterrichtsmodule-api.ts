import type {
  GlobaleModuleResponse,
  StapelDetail,
  StapelListItem,
  StapelListResponse,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** Stacks: the user's own list, one stack, the global library (01 §7, 02 §7). */
export const unterrichtsmoduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEigeneUnterrichtsmodule: build.query<StapelListItem[], number>({
      query: (userId) => `unterrichtsmodule/${userId}`,
      transformResponse: (response: StapelListResponse) => response.unterrichtsmodule,
      providesTags: ['Unterrichtsmodul'],
    }),
    getUnterrichtsmodul: build.query<StapelDetail, number>({
      query: (id) => `unterrichtsmodule/byid/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Unterrichtsmodul', id }],
    }),
    getGlobaleModule: build.query<GlobaleModuleResponse, void>({
      query: () => 'unterrichtsmodule/globalemodule',
      providesTags: ['Unterrichtsmodul'],
    }),
  }),
});

export const { useGetEigeneUnterrichtsmoduleQuery, useGetUnterrichtsmodulQuery, useGetGlobaleModuleQuery } =
  unterrichtsmoduleApi;
