import type { CsvImportResponse } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/**
 * 01 §9 / issue 25 §1 CSV import: the file's bytes as they are (the API detects the encoding) and how
 * to read them as query parameters — the choices the preview showed, so the API creates those cards.
 */
export const importcsvApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    importierenCsv: build.mutation<
      CsvImportResponse,
      { id: number; datei: Blob; query: Record<string, string> }
    >({
      query: ({ id, datei, query }) => ({
        url: `unterrichtsmodule/importcsv/${id}`,
        method: 'POST',
        params: query,
        body: datei,
        headers: { 'Content-Type': 'text/csv' },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Unterrichtsmodul', { type: 'Unterrichtsmodul', id }],
    }),
  }),
});

export const { useImportierenCsvMutation } = importcsvApi;
