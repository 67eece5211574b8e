import { ANKI_MAX_PAKET_MB, BILD_UPLOAD_MAX_MB } from '@lernstapel/rules';
import type { TextKey, TextParams } from '@lernstapel/texts';
import { CSV_MAX_BYTES } from './csv-body.parser';

/** The largest JSON body (every route but the CSV import and the image upload). */
export const JSON_MAX_BYTES = 1024 * 1024;

const MB = 1024 * 1024;

export interface ZuGrossText {
  key: TextKey;
  params: TextParams;
}

/**
 * The 413 text naming the limit of the body's type (issue 22 §4): Fastify refuses a body over its
 * parser's limit before any route sees it, with an error that carries no number. The image upload
 * refuses files between its limit and twice that itself (bild-body.parser.ts) with the same text.
 */
export function zuGrossText(contentType: string | undefined): ZuGrossText {
  const typ = (contentType ?? '').toLowerCase();
  if (typ.startsWith('text/csv')) return { key: 'csv.zuGross', params: { mb: CSV_MAX_BYTES / MB } };
  if (typ.startsWith('application/zip')) return { key: 'anki.zuGross', params: { mb: ANKI_MAX_PAKET_MB } };
  if (typ.startsWith('image/') || typ.startsWith('application/octet-stream')) {
    return { key: 'uploads.zuGross', params: { mb: BILD_UPLOAD_MAX_MB } };
  }
  return { key: 'server.anfrage.zuGross', params: { mb: JSON_MAX_BYTES / MB } };
}
