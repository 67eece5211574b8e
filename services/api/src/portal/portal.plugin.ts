import { basename } from 'node:path';
import { HttpStatus, Logger } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiException } from '../common/api-exception';
import { errorBody, resolveError } from '../common/api-exception.filter';
import {
  REMOTE_PAGES,
  type RemotesAntwort,
  SAVED_LOGIN_MARKER_COOKIE,
  SAVED_LOGIN_NAME_COOKIE,
  type SessionResponse,
} from '@lernstapel/contracts';
import { brauchtSitzung } from '@lernstapel/rules';
import { isRemoteName } from './remotes-map';
import { NO_CACHE, cacheControlFor, isFile, pathInside } from './static-paths';
import { StaticFiles, matchesEtag } from './static-files';
import { sendPageWithStartdaten } from './page-with-startdaten';

export interface PortalOptions {
  /** <webRoot>/shell and <webRoot>/<remote> hold the built front-ends. */
  webRoot: string;
  /** /remotes.json for this request (issue 26 §5: the session's school may get a canary). */
  remotesFuer: (request: FastifyRequest) => Promise<RemotesAntwort>;
  /** /api/session's answer for this request; null without a valid session. */
  sitzungFuer: (request: FastifyRequest) => Promise<SessionResponse | null>;
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

/**
 * Sends a built file: small known types from memory (brotli/gzip twin per Accept-Encoding, strong
 * ETag, 304 on a match), anything else streamed from disk by @fastify/static (its own ETag, twins
 * too). Hashed names are immutable; index.html, remotes' entries and manifests revalidate (issue 15 §1).
 * Resolves false (nothing sent) when there is no such file. Never resolves to the reply itself: a
 * reply is thenable, and awaiting it would wait for the whole answer to be written.
 */
async function sendStatic(
  files: StaticFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  relativePath: string,
): Promise<boolean> {
  const absolutePath = pathInside(root, relativePath);
  if (absolutePath === null) return false;
  void reply.header('cache-control', cacheControlFor(basename(relativePath)));
  const file = await files.get(absolutePath);
  if (file === null) {
    if (!(await isFile(absolutePath))) return false;
    void reply.sendFile(relativePath, root, { cacheControl: false });
    return true;
  }
  const chosen = file.pick(request.headers['accept-encoding']);
  void reply.header('content-type', file.contentType).header('etag', chosen.etag);
  if (file.negotiated) {
    const vary = reply.getHeader('vary');
    void reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  }
  if (chosen.encoding !== 'identity') void reply.header('content-encoding', chosen.encoding);
  if (matchesEtag(request.headers['if-none-match'], chosen.etag)) void reply.status(304).send();
  else void reply.send(chosen.body);
  return true;
}

/**
 * A client route with a page prerendered at build time (libs/webpack-federation prerender.cjs):
 * /login → login.html, so its first screen paints before the scripts run (issue 15 §2).
 */
function prerenderedPage(relativePath: string): string | null {
  return /^[a-z][a-z0-9-]*$/i.test(relativePath) ? `${relativePath}.html` : null;
}

/**
 * A prerendered page shows the state of a browser without a saved login ('Anmelden'). Issue 29 §3: a
 * browser with one gets the plain shell instead, which draws the page once it knows the saved login's
 * first name (the name cookie is httpOnly): no 'Anmelden' flashes before 'Anmelden als …'.
 */
function mitGespeicherterAnmeldung(request: FastifyRequest): boolean {
  const cookies = request.cookies ?? {};
  return Boolean(cookies[SAVED_LOGIN_MARKER_COOKIE] ?? cookies[SAVED_LOGIN_NAME_COOKIE]);
}

/**
 * Issue §5, one port: the shell at / (history fallback), each remote under /remotes/<name>/
 * (CORS open, so a shell elsewhere can load it) and the runtime map /remotes.json.
 */
export async function portalPlugin(fastify: FastifyInstance, options: PortalOptions): Promise<void> {
  await fastify.register(fastifyStatic, { root: options.webRoot, serve: false, preCompressed: true });
  const shellRoot = `${options.webRoot}/shell`;
  const files = new StaticFiles();
  // Built files carry their compressed twins; API JSON is compressed by @fastify/compress instead.
  const staticRoute = { compress: false } as const;
  // Issue 14 #11: source maps show the whole front-end source; only when the operator asks for them.
  const hidden = (relativePath: string) => relativePath.endsWith('.map') && !options.serveSourceMaps;

  fastify.get('/remotes.json', staticRoute, async (request, reply) => {
    try {
      const map = await options.remotesFuer(request);
      return reply
        .header('cache-control', NO_CACHE)
        .header('vary', 'cookie')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(map);
    } catch (error) {
      logger.error(`REMOTES_JSON unreadable: ${error instanceof Error ? error.message : String(error)}`);
      return sendError(reply, new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, 'fehler.unbekannt'));
    }
  });

  /** A remote's build under `root`/<name>/ (CORS open, so a shell elsewhere can load it). */
  const remoteFiles = (root: string) => async (request: WildcardRequest, reply: FastifyReply) => {
    const remote = request.params.remote ?? '';
    if (!isRemoteName(remote)) return notFound(reply);
    const remoteRoot = `${root}/${remote}`;
    const relativePath = request.params['*'] || 'index.html';
    if (hidden(relativePath)) return notFound(reply);
    void reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (await sendStatic(files, request, reply, remoteRoot, relativePath)) return reply;
    return notFound(
      reply.removeHeader('access-control-allow-origin').removeHeader('cross-origin-resource-policy'),
    );
  };
  fastify.get('/remotes/:remote/*', staticRoute, remoteFiles(options.webRoot));
  // Issue 26 §5: a canary build copied to <webRoot>/vorab/<remote>/ beside the stable one.
  fastify.get('/remotes-vorab/:remote/*', staticRoute, remoteFiles(`${options.webRoot}/vorab`));

  // Everything else that is a GET: a file of the shell, or the shell's index.html (client routes).
  fastify.get('/*', staticRoute, async (request: WildcardRequest, reply) => {
    const relativePath = request.params['*'];
    if (
      relativePath === 'api' ||
      relativePath.startsWith('api/') ||
      relativePath.startsWith('remotes/') ||
      relativePath.startsWith('remotes-vorab/')
    ) {
      return notFound(reply);
    }
    if (hidden(relativePath)) return notFound(reply);
    if (relativePath && (await sendStatic(files, request, reply, shellRoot, relativePath))) return reply;
    const prerendered = prerenderedPage(relativePath);
    const page =
      prerendered && !mitGespeicherterAnmeldung(request) && (await isFile(pathInside(shellRoot, prerendered)))
        ? prerendered
        : 'index.html';
    // Issue 27: a signed-in page load of the logged-in areas gets its first answers in the page
    // (./page-with-startdaten.ts); the login page and any other address never carry a session.
    if (
      brauchtSitzung(`/${relativePath}`, REMOTE_PAGES) &&
      (await sendPageWithStartdaten(fastify, files, request, reply, {
        ...options,
        template: `${shellRoot}/${page}`,
        pathname: `/${relativePath}`,
      }))
    ) {
      return reply;
    }
    // The same address answers differently with a saved login's cookies: caches must tell them apart.
    if (prerendered) void reply.header('vary', 'cookie');
    if (await sendStatic(files, request, reply, shellRoot, page)) return reply;
    return notFound(reply);
  });
}
