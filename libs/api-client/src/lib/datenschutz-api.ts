import type { DatenexportEintrag, DatenschutzAngaben } from '@lernstapel/contracts';
import { API_BASE_URL, baseApi } from './base-api';

/** Issue 16: the operator's legal data and the retention periods (public, cached for the session). */
export const datenschutzApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDatenschutzAngaben: build.query<DatenschutzAngaben, void>({ query: () => 'datenschutz/angaben' }),
    // Issue 29 §2: exports of other people's data, for the school's administrators (always fresh).
    getDatenexporte: build.query<DatenexportEintrag[], void>({
      query: () => 'datenschutz/exporte',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDatenschutzAngabenQuery, useGetDatenexporteQuery } = datenschutzApi;

/** The ZIP download of the own data, or of `benutzerId` (a pupil of the own class; any user for admins). */
export function datenExportUrl(benutzerId?: number): string {
  return `${API_BASE_URL}/datenschutz/export${benutzerId === undefined ? '' : `/${benutzerId}`}`;
}
