import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { rootPackageVersion } from '../hello/server-version';
import openApiMetadata from './openapi-metadata';
import { operationId } from './openapi-operation-id';

export const OPENAPI_PATH = '/api/openapi.json';

/** The OpenAPI description of every controller (paths, summaries, tags, request bodies). */
export function openApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Lernstapel API')
    .setVersion(rootPackageVersion())
    .addCookieAuth('ls_session')
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: operationId });
}

/**
 * Serves the document as JSON (built once, on first request, after all routes are known). The DTOs'
 * properties come from the generated plugin metadata (tools/openapi), loaded here once.
 */
export async function serveOpenApi(app: NestFastifyApplication): Promise<void> {
  await SwaggerModule.loadPluginMetadata(openApiMetadata);
  let document: OpenAPIObject | undefined;
  app
    .getHttpAdapter()
    .getInstance()
    .get(OPENAPI_PATH, async (_request, reply) => {
      document ??= openApiDocument(app);
      return reply.header('cache-control', 'no-cache').send(document);
    });
}
