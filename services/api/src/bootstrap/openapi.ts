import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { rootPackageVersion } from '../hello/server-version';

export const OPENAPI_PATH = '/api/openapi.json';

/** The OpenAPI description of every controller (paths, summaries, tags). */
export function openApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Lernstapel API')
    .setVersion(rootPackageVersion())
    .addCookieAuth('ls_session')
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Serves the document as JSON (built once, on first request, after all routes are known). */
export function serveOpenApi(app: NestFastifyApplication): void {
  let document: OpenAPIObject | undefined;
  app
    .getHttpAdapter()
    .getInstance()
    .get(OPENAPI_PATH, async (_request, reply) => {
      document ??= openApiDocument(app);
      return reply.header('cache-control', 'no-cache').send(document);
    });
}
