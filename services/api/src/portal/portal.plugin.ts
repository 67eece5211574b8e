import { basename } from 'node:path';
import { HttpStatus, Logger } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiException } from '../common/api-exception';
import { errorBody, resolveError } from '../common/api-exception.filter';
import { currentRemotesMap, isRemoteName } from './remotes-map';
import { NO_CACHE, cacheControlFor, isFile, pathInside } from './static-paths';

export interface PortalOptions {
  /** <webRoot>/shell and <webRoot>/<remote> hold the built front-ends. */
  webRoot: string;
  remotesJsonPath: string | undefined;
  /** Serve the builds' *.map files (SERVE_SOURCE_MAPS=1); otherwise they answer 404. */
  serveSourceMaps: boolean;
}

type WildcardRequest = FastifyRequest<{ Params: { '*': string; remote?: string } }>;

const logger = new Logger('Portal');

function sendError(reply: FastifyReply, exception: ApiException): FastifyReply {
  const resolution = resolveError(exception);
  return reply.status(resolution.status).header('cache-control', 'no-store').send(errorBody(resolution));
}

function notFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, new ApiException(HttpStatus.NOT_FOUND, 'server.anfrage.unbekannteAdresse'));
}

/** Streams a file from disk (no in-memory cache: a rebuilt remote is served without a restart). */
function sendStatic(reply: FastifyReply, root: string, relativePath: string): FastifyReply {
  void reply.header('cache-control', cacheControlFor(basename(relativePath)));
  return reply.sendFile(relativePath, root, { cacheControl: false });
}

/**
 * Issue §5, one port: the shell at / (history fallback), each remote under /remotes/<name>/
 * (CORS open, so a shell elsewhere can load it) and the runtime map /remotes.json.
 */
export async function portalPlugin(fastify: FastifyInstance, options: PortalOptions): Promise<void> {
  await fastify.register(fastifyStatic, { root: options.webRoot, serve: false });
  const shellRoot = `${options.webRoot}/shell`;
  // Issue 14 #11: source maps show the whole front-end source; only when the operator asks for them.
  const servable = async (root: string, relativePath: string) =>
    (options.serveSourceMaps || !relativePath.endsWith('.map')) &&
    (await isFile(pathInside(root, relativePath)));

  fastify.get('/remotes.json', async (_request, reply) => {
    try {
      const map = await currentRemotesMap(options.remotesJsonPath);
      return reply
        .header('cache-control', NO_CACHE)
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(map);
    } catch (error) {
      logger.error(`REMOTES_JSON unreadable: ${error instanceof Error ? error.message : String(error)}`);
      return sendError(reply, new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, 'fehler.unbekannt'));
    }
  });

  fastify.get('/remotes/:remote/*', async (request: WildcardRequest, reply) => {
    const remote = request.params.remote ?? '';
    if (!isRemoteName(remote)) return notFound(reply);
    const root = `${options.webRoot}/${remote}`;
    const relativePath = request.params['*'] || 'index.html';
    if (!(await servable(root, relativePath))) return notFound(reply);
    void reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin');
    return sendStatic(reply, root, relativePath);
  });

  // Everything else that is a GET: a file of the shell, or the shell's index.html (client routes).
  fastify.get('/*', async (request: WildcardRequest, reply) => {
    const relativePath = request.params['*'];
    if (relativePath === 'api' || relativePath.startsWith('api/') || relativePath.startsWith('remotes/')) {
      return notFound(reply);
    }
    if (relativePath.endsWith('.map') && !options.serveSourceMaps) return notFound(reply);
    if (relativePath && (await servable(shellRoot, relativePath))) {
      return sendStatic(reply, shellRoot, relativePath);
    }
    if (!(await isFile(pathInside(shellRoot, 'index.html')))) return notFound(reply);
    return sendStatic(reply, shellRoot, 'index.html');
  });
}
