import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { withAnfrageId } from './anfrage-id';
import { withLoginRedirect } from './login-redirect';
import { withStartantworten } from './startantworten';
import { withUnavailableRetry } from './retry-unavailable';

export const API_BASE_URL = '/api';

/** The cache's tag types; the push channel invalidates them by name (event 'tags'). */
export const TAG_TYPES = [
  'Session',
  'Unterrichtsmodul',
  'Pruefung',
  'Wettbewerb',
  'Schule',
  'Briefkasten',
  'Stapelablage',
  'Benutzerordner',
  'Flashcardsthemen',
  'Benutzerablenkung',
] as const;

/**
 * The one RTK Query API of the portal. The endpoints generated from the API's OpenAPI document
 * (generated/, imported by each bundle through endpoints/<domain>) inject themselves into it, so there
 * is one cache and one middleware.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: withAnfrageId(
    withUnavailableRetry(
      withLoginRedirect(
        withStartantworten(API_BASE_URL, fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'include' })),
      ),
    ),
  ),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
