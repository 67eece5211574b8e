import fastifyCookie from '@fastify/cookie';
import { ValidationPipe } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiExceptionFilter } from '../common/api-exception.filter';
import { acceptCsvImportBodies } from '../common/csv-body.parser';
import { acceptJsonBodiesOnly } from '../common/json-body.parser';
import { sameOriginHook } from '../common/same-origin.hook';
import { validationExceptionFactory } from '../common/validation-exception.factory';
import type { ApiConfig } from '../config/api-config';
import { portalPlugin } from '../portal/portal.plugin';
import { serveOpenApi } from './openapi';

/** Fastify without its own logger: request lines could carry codes; Nest logs what matters. */
export function createFastifyAdapter(config: ApiConfig): FastifyAdapter {
  return new FastifyAdapter({ logger: false, trustProxy: config.trustProxy, bodyLimit: 1024 * 1024 });
}

/** Everything main.ts and the tests share: prefix, validation, errors, cookies, CSRF, portal. */
export async function configureApp(app: NestFastifyApplication, config: ApiConfig): Promise<void> {
  app.setGlobalPrefix('api');
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: validationExceptionFactory,
    }),
  );
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  acceptJsonBodiesOnly(fastify);
  acceptCsvImportBodies(fastify);
  fastify.addHook('onRequest', sameOriginHook(config.allowedOrigins));
  await app.register(fastifyCookie);
  serveOpenApi(app);
  await app.register(portalPlugin, { webRoot: config.webRoot, remotesJsonPath: config.remotesJsonPath });
}
