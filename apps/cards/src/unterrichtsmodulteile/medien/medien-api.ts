import type {
  AusspracheAntwort,
  PonsAntwort,
  PonsRequest,
  UploadAntwort,
  UploadErlaubnis,
} from '@lernstapel/contracts';
import type { AusspracheSprache } from '@lernstapel/rules';
import { baseApi } from '@lernstapel/api-client';

/** The card editor's media helpers: uploads, pronunciation, translation (02 §7). */
export const medienApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 02 §4: re-checked with the card list's 30 s refresh (the pupil's 2 h permission may end). */
    getUploadErlaubnis: build.query<UploadErlaubnis, void>({
      query: () => 'uploads/erlaubnis',
      keepUnusedDataFor: 0,
    }),
    /** The image's bytes as they are; the server checks, re-encodes and names them. */
    hochladen: build.mutation<UploadAntwort, Blob>({
      query: (bild) => ({
        url: 'uploads',
        method: 'POST',
        body: bild,
        headers: { 'Content-Type': bild.type.startsWith('image/') ? bild.type : 'application/octet-stream' },
      }),
    }),
    getAussprache: build.query<AusspracheAntwort, { sprache: AusspracheSprache; wort: string }>({
      query: ({ sprache, wort }) =>
        `unterrichtsmodulteile/howtopronounce/${sprache}/${encodeURIComponent(wort)}`,
    }),
    uebersetzen: build.mutation<PonsAntwort, PonsRequest>({
      query: (body) => ({ url: 'ponsrequest', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetUploadErlaubnisQuery,
  useHochladenMutation,
  useLazyGetAusspracheQuery,
  useUebersetzenMutation,
} = medienApi;

/** Where the PDF of a stack's cards is (issue 10 'Als PDF drucken'). */
export function kartenPdfUrl(stapelId: number, proSeite: 8 | 12): string {
  return `/api/unterrichtsmodulteile/pdf/${stapelId}?proSeite=${proSeite}`;
}
