import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiExceptionFilter } from '../common/api-exception.filter';
import { ApiValidationPipe } from '../common/api-validation.pipe';
import { JSON_MAX_BYTES } from '../common/body-limit';
import { acceptCsvImportBodies } from '../common/csv-body.parser';
import { acceptJsonBodiesOnly } from '../common/json-body.parser';
import { acceptBildUploadBodies } from '../uploads/bild-body.parser';
import { acceptAnkiPaketBodies } from '../anki/anki-body.parser';
import { alteNamensCookiesHook } from '../auth/alte-namens-cookies.hook';
import { sameOriginHook } from '../common/same-origin.hook';
import type { ApiConfig, TrustProxy } from '../config/api-config';
import { countAnsweredRequests } from '../metrics/count-answered-requests.hook';
import { MetricsService } from '../metrics/metrics.service';
import { portalPlugin } from '../portal/portal.plugin';
import { hintergrundAktualisierung } from '../push/hintergrund-aktualisierung.hook';
import { PushBus } from '../pushbus/push-bus';
import { nameTheInstance } from './instance-header';
import { VorabversionenService } from '../vorabversionen/vorabversionen.service';
import { SessionsService } from '../benutzer/sitzungen/sessions.service';
import { toSessionResponse } from '../benutzer/session-user.mapper';
import { serveOpenApi } from './openapi';
import { registerSecurityHeaders } from './security-headers';

/** Fastify without its own logger: request lines could carry codes; Nest logs what matters. */
export function createFastifyAdapter(config: ApiConfig): FastifyAdapter {
  return new FastifyAdapter({
    logger: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_MAX_BYTES,
  });
}

/**
 * TRUST_PROXY=<n> keeps its documented meaning, the n nearest hops are our proxies (proxy-addr's hop
 * index, 0 = the connecting peer). Fastify 5.12 reads a bare number as "trust nobody", because a
 * hop count cannot check that the peer is a proxy; the operator who sets a number runs the API
 * behind one, and a list of the proxies' addresses stays the stricter choice.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Everything main.ts and the tests share: prefix, validation, errors, cookies, CSRF, security headers, portal. */
export async function configureApp(app: NestFastifyApplication, config: ApiConfig): Promise<void> {
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ApiValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  nameTheInstance(fastify, config.instanceName);
  acceptJsonBodiesOnly(fastify);
  acceptCsvImportBodies(fastify);
  acceptBildUploadBodies(fastify);
  acceptAnkiPaketBodies(fastify);
  fastify.addHook('onRequest', sameOriginHook(config.allowedOrigins));
  fastify.addHook('onSend', hintergrundAktualisierung(app.get(PushBus)));
  countAnsweredRequests(fastify, app.get(MetricsService));
  registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  alteNamensCookiesHook(fastify, config.cookieSecure);
  // Issue 15 §1: JSON answers of 1 KB and more travel compressed (brotli at the library's fast
  // level 4, or gzip); the portal's built files bring their build-time twins and opt out per route.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await serveOpenApi(app);
  const vorabversionen = app.get(VorabversionenService);
  const sessions = app.get(SessionsService);
  await app.register(portalPlugin, {
    webRoot: config.webRoot,
    remotesFuer: (request) => vorabversionen.remotesFuerAnfrage(request),
    sitzungFuer: async (request) => {
      const found = await sessions.forRequest(request);
      return found.status === 'ok' ? toSessionResponse(found.benutzer) : null;
    },
    serveSourceMaps: config.serveSourceMaps,
  });
}
