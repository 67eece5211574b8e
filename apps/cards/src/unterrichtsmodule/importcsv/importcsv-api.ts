import type { CsvImportResponse } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/**
 * 01 §9 CSV import: the file's bytes as they are, so that the API tells UTF-8 from Windows-1252 and
 * parses it (ROUTES-issue9: no parser in the browser).
 */
export const importcsvApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    importierenCsv: build.mutation<CsvImportResponse, { id: number; datei: Blob }>({
      query: ({ id, datei }) => ({
        url: `unterrichtsmodule/importcsv/${id}`,
        method: 'POST',
        body: datei,
        headers: { 'Content-Type': 'text/csv' },
      }),
      invalidatesTags: (_result, _error, { id }) => ['Unterrichtsmodul', { type: 'Unterrichtsmodul', id }],
    }),
  }),
});

export const { useImportierenCsvMutation } = importcsvApi;
