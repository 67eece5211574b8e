import { API_BASE_URL } from '@lernstapel/api-client';

/** 01 §9 CSV export: the stack's cards as a file download (GET, the session cookie goes along). */
export function exportCsvUrl(id: number): string {
  return `${API_BASE_URL}/unterrichtsmodule/exportcsv/${id}`;
}
