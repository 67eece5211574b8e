import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { CSV_MAX_BYTES } from '@lernstapel/rules';
import { ApiException } from './api-exception';

/** The one route that takes a file's bytes (01 §9 CSV import); everything else stays JSON only. */
export const CSV_IMPORT_PFAD = '/api/unterrichtsmodule/importcsv/';
/** Largest card file accepted (libs/rules, so the dialog refuses a larger one with the limit). */
export { CSV_MAX_BYTES };

/**
 * `Content-Type: text/csv` bodies as raw bytes (a Buffer), so that the import can tell UTF-8 from
 * Windows-1252, for the CSV import route only (415 elsewhere). text/csv is not a CORS-simple type:
 * a cross-site form cannot send it, and the Origin check applies as to every POST.
 */
export function acceptCsvImportBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: CSV_MAX_BYTES },
    (request, body, done) => {
      if (!request.url.startsWith(CSV_IMPORT_PFAD)) {
        done(new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'server.anfrage.nurJson'), undefined);
        return;
      }
      done(null, body);
    },
  );
}
