import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemotesAntwort, SessionResponse } from '@lernstapel/contracts';
import { type ApiLesen, startdatenFuer } from './startdaten';
import type { StaticFiles } from './static-files';

const logger = new Logger('Portal');

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Sends the app's page `template` (an HTML file of the shell) with `insert` before `</head>`: answers
 * meant for this browser alone, so never stored by a cache and compressed here (brotli at a fast level,
 * or gzip) instead of from the build's twins.
 */
async function sendPageWith(
  files: StaticFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  insert: string,
): Promise<boolean> {
  const file = await files.get(template);
  if (file === null) return false;
  const html = Buffer.from(file.pick(undefined).body.toString('utf8').replace('</head>', `${insert}</head>`));
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']);
  void reply
    .header('content-type', file.contentType)
    .header('cache-control', 'no-store')
    .header('vary', 'cookie, accept-encoding');
  if (encoding === 'br') {
    const body = await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    void reply.header('content-encoding', 'br').send(body);
  } else if (encoding === 'gzip') {
    void reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  } else {
    void reply.send(html);
  }
  return true;
}

/**
 * The API's own answer to a GET at `pfad` for the browser of `request` (its cookie and address), as
 * if that browser had asked: every guard and access rule applies. Undefined unless 200 with JSON.
 */
function apiLesenFuer(fastify: FastifyInstance, request: FastifyRequest): ApiLesen {
  return async (pfad) => {
    const answer = await fastify.inject({
      method: 'GET',
      url: pfad,
      headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
      remoteAddress: request.ip,
    });
    if (answer.statusCode !== 200) return undefined;
    try {
      return answer.json<unknown>();
    } catch {
      return undefined;
    }
  };
}

export interface PageWithStartdaten {
  webRoot: string;
  /** The shell's HTML file for the address (index.html, or a page of its own). */
  template: string;
  /** The client route asked for. */
  pathname: string;
  remotesFuer: (request: FastifyRequest) => Promise<RemotesAntwort>;
  sitzungFuer: (request: FastifyRequest) => Promise<SessionResponse | null>;
}

/**
 * Issue 27 (fast on a phone): a signed-in page load gets the page with its first answers in it
 * (./startdaten.ts). Resolves false (nothing sent) without a session, and when the answers cannot be
 * put together (the remotes map unreadable, say): the built page is sent then, as for everyone else,
 * and the shell asks for each answer itself.
 */
export async function sendPageWithStartdaten(
  fastify: FastifyInstance,
  files: StaticFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageWithStartdaten,
): Promise<boolean> {
  let insert: string;
  try {
    const sitzung = await page.sitzungFuer(request);
    if (!sitzung) return false;
    const remotes = await page.remotesFuer(request);
    insert = await startdatenFuer(
      page.webRoot,
      page.pathname,
      sitzung,
      remotes,
      apiLesenFuer(fastify, request),
    );
  } catch (error) {
    logger.warn(
      `The page goes out without its first answers: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
  return sendPageWith(files, request, reply, page.template, insert);
}
