import type { FastifyInstance } from 'fastify';
import type { MetricsService } from './metrics.service';

/** Issue 26 §4: every answered request counts under its route pattern (`/api/pruefungen/:id`), never its address. */
export function countAnsweredRequests(fastify: FastifyInstance, metrics: MetricsService): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
