import { datenschutzApi as generated } from '../generated/datenschutz';
import { API_BASE_URL } from './base-api';

/**
 * Issue 16: the operator's legal data and the retention periods (public, cached for the session), and
 * issue 29 §2: exports of other people's data, for the school's administrators (always fresh). Generated
 * from the API's OpenAPI document; no tag refreshes them.
 */
export const datenschutzApi = generated.enhanceEndpoints({
  endpoints: {
    datenschutzAngaben: { providesTags: [] },
    datenschutzExporte: { providesTags: [], keepUnusedDataFor: 0 },
  },
});

export const {
  useDatenschutzAngabenQuery: useGetDatenschutzAngabenQuery,
  useDatenschutzExporteQuery: useGetDatenexporteQuery,
} = datenschutzApi;

/** The ZIP download of the own data, or of `benutzerId` (a pupil of the own class; any user for admins). */
export function datenExportUrl(benutzerId?: number): string {
  return `${API_BASE_URL}/datenschutz/export${benutzerId === undefined ? '' : `/${benutzerId}`}`;
}
