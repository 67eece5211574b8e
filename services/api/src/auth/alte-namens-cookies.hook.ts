import type { FastifyInstance } from 'fastify';
import { alteNamensCookiesErneuern } from '../identitaet/session-cookies';

/**
 * Issue 29 §3: browsers still holding the script-readable full-name cookie of a saved login get it
 * shortened and httpOnly on their next request of any kind (the login page's HTML included, so the
 * page's scripts already see the new cookies).
 */
export function alteNamensCookiesHook(fastify: FastifyInstance, forceSecure: boolean): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    alteNamensCookiesErneuern(reply, request, forceSecure);
    done();
  });
}
