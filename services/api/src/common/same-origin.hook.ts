import { HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiException } from './api-exception';
import { errorBody, resolveError } from './api-exception.filter';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * DEVIATIONS 5: besides SameSite=Strict cookies, a state-changing request whose Origin header
 * names another site than this host (or a configured ALLOWED_ORIGINS entry) is refused.
 * Requests without Origin (curl, same-origin GET-like clients) pass: the cookie is SameSite=Strict.
 */
export function isOriginAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (!STATE_CHANGING.has(request.method)) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  return url.host === request.host || allowedOrigins.includes(url.origin);
}

export function sameOriginHook(allowedOrigins: readonly string[]): onRequestHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    if (isOriginAllowed(request, allowedOrigins)) {
      done();
      return;
    }
    const resolution = resolveError(new ApiException(HttpStatus.FORBIDDEN, 'server.anfrage.fremdeHerkunft'));
    void reply.status(resolution.status).header('cache-control', 'no-store').send(errorBody(resolution));
  };
}
