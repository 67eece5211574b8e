import { helloApi as generated } from '../generated/hello';

/**
 * The start check (01 §7: GET /api/hello failing leads to the error page) and the server version,
 * generated from the API's OpenAPI document; neither is refreshed by a tag.
 */
export const helloApi = generated.enhanceEndpoints({
  endpoints: {
    helloPing: { providesTags: [] },
    helloVersion: { providesTags: [] },
  },
});

export const { useHelloPingQuery: useGetHelloQuery, useHelloVersionQuery: useGetServerVersionQuery } =
  helloApi;
