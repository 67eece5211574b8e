import type {
  StapelablageAktionResponse,
  StapelablageEinreichenRequest,
  StapelablageItem,
  StapelablageResponse,
  StapelablageStatusRequest,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** 01 §4 hand-ins (stapelablage) the session user is a party of, newest first; 'Fertig' is not listed. */
export const stapelablageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStapelablage: build.query<StapelablageItem[], number>({
      query: (userId) => `stapelablage/${userId}`,
      transformResponse: (response: StapelablageResponse) => response.stapelablage,
      providesTags: ['Stapelablage'],
    }),
    /** The owner hands a stack in to the chosen persons ('Warten auf Überprüfung'). */
    einreichenStapel: build.mutation<StapelablageAktionResponse, StapelablageEinreichenRequest>({
      query: (body) => ({ url: 'stapelablage/einreichen', method: 'POST', body }),
      invalidatesTags: ['Stapelablage', 'Unterrichtsmodul'],
    }),
    /** One step of the hand-in (rule stapelablageUebergang); the API refuses a wrong one with 409. */
    setzeStapelablageStatus: build.mutation<StapelablageAktionResponse, StapelablageStatusRequest>({
      query: (body) => ({ url: 'stapelablage', method: 'POST', body }),
      invalidatesTags: ['Stapelablage', 'Unterrichtsmodul'],
    }),
  }),
});

export const { useGetStapelablageQuery, useEinreichenStapelMutation, useSetzeStapelablageStatusMutation } =
  stapelablageApi;
