import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../identitaet/auth-user';
import { regelFuer, topicFuer } from './hintergrund-aktualisierung';
import type { PushBus } from '../pushbus/push-bus';

/**
 * After a successful change, the lists it concerns are refreshed over push (see REGELN). A Fastify
 * onSend hook, not a global Nest interceptor: an interceptor puts every request of the API through an
 * rxjs pipeline, which cut GET /api/hello from about 22,000 to 7,600 requests/s (issue 15 §3).
 */
export function hintergrundAktualisierung(bus: PushBus) {
  return async (request: FastifyRequest & { user?: AuthUser }, reply: FastifyReply, payload: unknown) => {
    const regel = reply.statusCode < 400 ? regelFuer(request.method, request.url) : undefined;
    if (regel && request.user) {
      bus.publish([topicFuer(regel.reichweite, request.user)], {
        art: 'tags',
        tags: regel.tags.map((type) => ({ type })),
      });
    }
    return payload;
  };
}
