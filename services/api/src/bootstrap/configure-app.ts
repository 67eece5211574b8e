import fastifyCookie from '@fastify/cookie';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiExceptionFilter } from '../common/api-exception.filter';
import { ApiValidationPipe } from '../common/api-validation.pipe';
import { acceptCsvImportBodies } from '../common/csv-body.parser';
import { acceptJsonBodiesOnly } from '../common/json-body.parser';
import { sameOriginHook } from '../common/same-origin.hook';
import type { ApiConfig } from '../config/api-config';
import { portalPlugin } from '../portal/portal.plugin';
import { serveOpenApi } from './openapi';
import { registerSecurityHeaders } from './security-headers';

/** Fastify without its own logger: request lines could carry codes; Nest logs what matters. */
export function createFastifyAdapter(config: ApiConfig): FastifyAdapter {
  return new FastifyAdapter({ logger: false, trustProxy: config.trustProxy, bodyLimit: 1024 * 1024 });
}

/** Everything main.ts and the tests share: prefix, validation, errors, cookies, CSRF, security headers, portal. */
export async function configureApp(app: NestFastifyApplication, config: ApiConfig): Promise<void> {
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ApiValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  acceptJsonBodiesOnly(fastify);
  acceptCsvImportBodies(fastify);
  fastify.addHook('onRequest', sameOriginHook(config.allowedOrigins));
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  serveOpenApi(app);
  await app.register(portalPlugin, {
    webRoot: config.webRoot,
    remotesJsonPath: config.remotesJsonPath,
    serveSourceMaps: config.serveSourceMaps,
  });
}
