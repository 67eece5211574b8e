import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { ApiException } from './api-exception';

/**
 * DEVIATIONS 5: the API takes JSON bodies only. Fastify's text/plain parser is removed (any
 * other body type → 415, German), and bad JSON becomes a German 400 instead of Fastify's text.
 * An empty body counts as no body (DELETE from clients that always send the JSON header).
 */
export function acceptJsonBodiesOnly(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('text/plain');
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, (error: Error | null, value?: unknown) => {
      if (error) done(new ApiException(HttpStatus.BAD_REQUEST, 'server.anfrage.ungueltigesJson'), undefined);
      else done(null, value);
    });
  });
}
