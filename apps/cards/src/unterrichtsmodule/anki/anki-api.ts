import type { AnkiImportResponse } from '@lernstapel/contracts';
import { API_BASE_URL, baseApi } from '@lernstapel/api-client';

/** Issue 25 §2: the package's bytes as they are; the API unpacks and reads it. */
export const ankiApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    importierenAnki: build.mutation<AnkiImportResponse, { id: number; datei: Blob }>({
      query: ({ id, datei }) => ({
        url: `anki/import/${id}`,
        method: 'POST',
        body: datei,
        headers: { 'Content-Type': 'application/zip' },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Unterrichtsmodul', { type: 'Unterrichtsmodul', id }],
    }),
  }),
});

export const { useImportierenAnkiMutation } = ankiApi;

/** The stack as an Anki package: a file download (GET, the session cookie goes along). */
export function exportAnkiUrl(id: number): string {
  return `${API_BASE_URL}/anki/export/${id}`;
}
