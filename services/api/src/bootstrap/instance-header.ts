import type { FastifyInstance } from 'fastify';

/** Issue 26 §2: the header naming the instance that answered (behind a load balancer). */
export const INSTANCE_HEADER = 'x-instance';

/**
 * Every answer says which instance gave it. Set on the raw response so that the push channel, which
 * writes its own head after hijacking the reply, carries it too.
 */
export function nameTheInstance(fastify: FastifyInstance, instanceName: string): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader(INSTANCE_HEADER, instanceName);
    done();
  });
}
