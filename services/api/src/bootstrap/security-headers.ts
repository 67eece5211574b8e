import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { VIDEO_EINBETTUNG_ORIGIN } from '@lernstapel/rules';
import type { ApiConfig } from '../config/api-config';
import { currentRemotesMap } from '../portal/remotes-map';

/** HSTS for a year once the deployment says it runs on https (COOKIE_SECURE=1). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type WithRemoteOrigins = IncomingMessage & { remoteOrigins?: string[] };

/** The origins remotes.json loads remotes from; relative manifest URLs are this server ('self'). */
export function remoteOriginsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

const isApi = (url: string | undefined) => url === '/api' || (url ?? '').startsWith('/api/');

/** The portal's pages: 'self' and the remotes' origins; JSON answers of the API: nothing at all. */
function sources(...extra: string[]) {
  return (request: IncomingMessage): string => {
    if (isApi(request.url)) return "'none'";
    return ["'self'", ...extra, ...((request as WithRemoteOrigins).remoteOrigins ?? [])].join(' ');
  };
}

/**
 * Issue 14 #9: security headers on every answer (@fastify/helmet). The Content-Security-Policy allows
 * exactly this origin and the remotes' origins of the current remotes.json (read per page, like
 * /remotes.json itself); inline styles stay allowed because Mantine sets style attributes. Pages may
 * not be framed, types are not sniffed, the referrer never leaves the site (also not a code in the URL
 * of the start route), and with COOKIE_SECURE=1 browsers are told to use https only (HSTS).
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: ApiConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method !== 'GET' || isApi(request.url)) return;
    const map = await currentRemotesMap(config.remotesJsonPath).catch(() => ({}));
    (request.raw as WithRemoteOrigins).remoteOrigins = remoteOriginsOf(Object.values(map));
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [sources()],
        scriptSrc: [sources()],
        styleSrc: [sources("'unsafe-inline'")],
        // 02 §3: card images and vocabulary audio may be given by an https URL (never http:, never scripts).
        imgSrc: [sources('data:', 'blob:', 'https:')],
        mediaSrc: [sources('blob:', 'https:')],
        fontSrc: [sources('data:')],
        connectSrc: [sources()],
        // Issue 16: the one third party, the privacy-enhanced video player, opened by a click.
        frameSrc: [VIDEO_EINBETTUNG_ORIGIN],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Remotes and remotes.json are meant to be loaded by a shell on another origin (their routes say so).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.cookieSecure
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
  });
}
