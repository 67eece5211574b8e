import type { HelloResponse, ServerVersionResponse } from '@lernstapel/contracts';
import { baseApi } from './base-api';

/** The start check (01 §7: GET /api/hello failing leads to the error page) and the server version. */
export const helloApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHello: build.query<HelloResponse, void>({ query: () => 'hello' }),
    getServerVersion: build.query<ServerVersionResponse, void>({ query: () => 'hello/server' }),
  }),
});

export const { useGetHelloQuery, useGetServerVersionQuery } = helloApi;
