import * as ponsrequest from '@lernstapel/api-client/endpoints/ponsrequest';
import * as unterrichtsmodulteile from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';
import * as uploads from '@lernstapel/api-client/endpoints/uploads';

/**
 * The image's bytes go as they are with their image type; anything else as application/octet-stream,
 * so that the API (not the body parser's 415) answers a file that is no image with its own message.
 */
function bildTyp(bild: Blob): string {
  return bild.type.startsWith('image/') ? bild.type : 'application/octet-stream';
}

/**
 * The card editor's media helpers (02 §7): uploads, pronunciation, translation, generated from the API's
 * OpenAPI document (`@lernstapel/api-client/endpoints/<domain>`, bundled with this remote).
 */
export const medienApi = uploads.uploadsApi.enhanceEndpoints({
  endpoints: {
    /** 02 §4: re-checked with the card list's 30 s refresh (the pupil's 2 h permission may end). */
    uploadsErlaubnis: { keepUnusedDataFor: 0 },
    /** The generated request (address, body = the Blob) with the body's type named, see bildTyp. */
    uploadsHochladen: (definition) => {
      const generiert = definition.query;
      if (!generiert) return;
      definition.query = (bild) => {
        const anfrage = generiert(bild);
        // Always an object here (address, method, body); a bare address would be a GET without the bytes.
        if (typeof anfrage === 'string') throw new Error('uploadsHochladen: no request body');
        return { ...anfrage, headers: { 'Content-Type': bildTyp(bild) } };
      };
    },
  },
});

export const {
  useUploadsErlaubnisQuery: useGetUploadErlaubnisQuery,
  /** The image's bytes as they are; the server checks, re-encodes and names them. */
  useUploadsHochladenMutation: useHochladenMutation,
} = medienApi;

/** 02 §7 howtopronounce: the audio URL of a word ({ language, word }). */
export const useLazyGetAusspracheQuery =
  unterrichtsmodulteile.unterrichtsmodulteileApi.useLazyHowtopronounceAudioQuery;

export const { usePonsrequestUebersetzenMutation: useUebersetzenMutation } = ponsrequest;

/** Where the PDF of a stack's cards is (issue 10 'Als PDF drucken'), from the generated endpoint. */
export const { pdfDruckenUrl: kartenPdfUrl } = unterrichtsmodulteile;
