import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { BILD_UPLOAD_MAX_BYTES } from '@lernstapel/rules';
import { ApiException } from '../common/api-exception';

export const UPLOADS_PFAD = '/api/uploads';

/**
 * The image upload (02 §7) takes the file's bytes as they are (application/octet-stream or image/*),
 * for POST /api/uploads only (415 elsewhere). The parser lets through twice the limit, so that the
 * upload can refuse a file slightly too big with the limit named (uploads.zuGross); beyond that
 * Fastify refuses before reading. Neither type is CORS-simple: the Origin check applies as always.
 */
export function acceptBildUploadBodies(fastify: FastifyInstance): void {
  for (const typ of ['application/octet-stream', /^image\//]) {
    fastify.addContentTypeParser(
      typ,
      { parseAs: 'buffer', bodyLimit: 2 * BILD_UPLOAD_MAX_BYTES },
      (request, body, done) => {
        if (request.url.split('?')[0] !== UPLOADS_PFAD) {
          done(new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'server.anfrage.nurJson'), undefined);
          return;
        }
        done(null, body);
      },
    );
  }
}
