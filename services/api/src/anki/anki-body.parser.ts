import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { ANKI_MAX_PAKET_BYTES } from '@lernstapel/rules';
import { ApiException } from '../common/api-exception';

export const ANKI_IMPORT_PFAD = '/api/anki/import/';

/**
 * An Anki package's bytes (`Content-Type: application/zip`) for the Anki import only (415 elsewhere);
 * a larger body is refused by Fastify before it is read (413 'anki.zuGross', common/body-limit.ts).
 * application/zip is not CORS-simple: the Origin check applies as to every POST.
 */
export function acceptAnkiPaketBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/zip',
    { parseAs: 'buffer', bodyLimit: ANKI_MAX_PAKET_BYTES },
    (request, body, done) => {
      if (!request.url.startsWith(ANKI_IMPORT_PFAD)) {
        done(new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'server.anfrage.nurJson'), undefined);
        return;
      }
      done(null, body);
    },
  );
}
