import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { ApiException } from './api-exception';

/**
 * Deepest nesting of objects and arrays a body may have. The API's bodies nest three levels at most;
 * class-transformer and class-validator recurse per level, so a body of a few KB nested thousands of
 * levels deep would overflow the stack (a 500) before the validation could refuse it.
 */
export const MAX_JSON_DEPTH = 16;

/** How deeply `value` nests objects and arrays, counted without recursion; stops once past `limit`. */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const item of level) {
      if (item !== null && typeof item === 'object') next.push(...Object.values(item));
    }
    if (next.length > 0 && depth + 1 > limit) return true;
    level = next;
  }
  return false;
}

/**
 * DEVIATIONS 5: the API takes JSON bodies only. Fastify's text/plain parser is removed (any
 * other body type → 415, German), and bad JSON becomes a German 400 instead of Fastify's text.
 * An empty body counts as no body (DELETE from clients that always send the JSON header).
 * Bodies nested deeper than MAX_JSON_DEPTH are refused before any validation sees them.
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
      else if (jsonDepthExceeds(value, MAX_JSON_DEPTH)) {
        done(
          new ApiException(HttpStatus.BAD_REQUEST, 'server.anfrage.zuTiefVerschachtelt', {
            max: MAX_JSON_DEPTH,
          }),
          undefined,
        );
      } else done(null, value);
    });
  });
}
