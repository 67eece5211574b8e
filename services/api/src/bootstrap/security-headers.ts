import { type IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { VIDEO_EINBETTUNG_ORIGIN } from '@lernstapel/rules';
import type { ApiConfig } from '../config/api-config';
import { currentRemotesMap } from '../portal/remotes-map';
import { currentVorabKonfiguration } from '../vorabversionen/vorab-konfiguration';

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

/**
 * Issue 27: the apps' scripts and stylesheets. A browser applies a Content-Security-Policy, framing and
 * opener rules only to a document or a worker, never to a script or stylesheet it loads, so those
 * headers (about 600 bytes that compression cannot shrink) are left off these files: a page load on a
 * phone fetches some 25 of them. The service worker is a worker and keeps every header.
 */
function isScriptOrStylesheet(url: string | undefined): boolean {
  const [path = ''] = (url ?? '').split('?');
  return /\.(js|css)$/.test(path) && path !== '/sw.js';
}

/** The portal's pages: 'self' and the remotes' origins; JSON answers of the API: nothing at all. */
function sources(...extra: string[]) {
  return (request: IncomingMessage): string => {
    if (isApi(request.url)) return "'none'";
    return ["'self'", ...extra, ...((request as WithRemoteOrigins).remoteOrigins ?? [])].join(' ');
  };
}

/** The pronunciation site's origin (AUSSPRACHE_URL), whose audio a click plays; none when not set. */
function ausspracheOrigin(config: ApiConfig): string[] {
  if (!config.ausspracheUrl) return [];
  return [new URL(config.ausspracheUrl.replace(/\{(language|word)\}/g, 'x')).origin];
}

function helmetOptions(config: ApiConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [sources()],
        scriptSrc: [sources()],
        styleSrc: [sources("'unsafe-inline'")],
        // Issue 29 §3: images only from here (the server copies images of other websites when a card is
        // saved); audio from here and, played on a click, from the configured pronunciation site.
        imgSrc: [sources('data:', 'blob:')],
        mediaSrc: [sources('blob:', ...ausspracheOrigin(config))],
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
  };
}

/** Of helmetOptions, what a script or stylesheet needs: no sniffing, no loading by other sites, the referrer rule (a stylesheet's own requests), HSTS. */
function scriptAndStylesheetOptions(config: ApiConfig): HelmetOptions {
  const { crossOriginResourcePolicy, referrerPolicy, strictTransportSecurity } = helmetOptions(config);
  return {
    crossOriginResourcePolicy,
    referrerPolicy,
    strictTransportSecurity,
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

type HeaderValue = number | string | readonly string[];
/** The headers helmet sets on an answer, in its order and spelling. */
type HeaderSet = ReadonlyArray<readonly [name: string, value: HeaderValue]>;
/** Distinct header sets: the API's and one per set of remote origins (remotes.json rarely changes). */
const MAX_HEADER_SETS = 16;

/** A response that is never sent; it notes the headers set on it. */
class HeaderRecorder extends ServerResponse {
  readonly headers: Array<readonly [string, HeaderValue]> = [];

  override setHeader(name: string, value: HeaderValue): this {
    this.headers.push([name, value]);
    return super.setHeader(name, value);
  }
}

/**
 * Helmet's headers depend only on whether the answer is the API's, a script or stylesheet, and on the
 * remotes' origins (see sources()), so helmet runs once per such kind on a recorder and its headers are replayed from then
 * on. Issue 15 §3: @fastify/helmet built the whole helmet middleware anew for every request (option
 * parsing, directive dashifying), about a tenth of the CPU time of GET /api/session.
 */
function helmetHeaders(config: ApiConfig): (request: IncomingMessage) => HeaderSet {
  const forDocuments = helmet(helmetOptions(config));
  const forFiles = helmet(scriptAndStylesheetOptions(config));
  const sets = new Map<string, HeaderSet>();
  return (request) => {
    const origins = (request as WithRemoteOrigins).remoteOrigins ?? [];
    const file = isScriptOrStylesheet(request.url);
    const key = file ? 'file' : isApi(request.url) ? 'api' : `page ${origins.join(' ')}`;
    const known = sets.get(key);
    if (known) return known;
    const recorder = new HeaderRecorder(request);
    (file ? forFiles : forDocuments)(request, recorder, (error) => {
      if (error) throw error;
    });
    if (sets.size >= MAX_HEADER_SETS) sets.clear();
    sets.set(key, recorder.headers);
    return recorder.headers;
  };
}

/**
 * Issue 14 #9: security headers on every answer (helmet). The Content-Security-Policy allows
 * exactly this origin and the remotes' origins of the current remotes.json (read per page, like
 * /remotes.json itself); inline styles stay allowed because Mantine sets style attributes. Pages may
 * not be framed, types are not sniffed, the referrer never leaves the site (also not a code in the URL
 * of the start route), and with COOKIE_SECURE=1 browsers are told to use https only (HSTS).
 */
export function registerSecurityHeaders(app: NestFastifyApplication, config: ApiConfig): void {
  const fastify = app.getHttpAdapter().getInstance();
  const headersFor = helmetHeaders(config);
  const apply = (request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of headersFor(request.raw)) reply.raw.setHeader(name, value);
  };
  fastify.addHook(
    'onRequest',
    (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      // Without REMOTES_JSON and REMOTES_CANARY_JSON every remote is this server's (DEFAULT_REMOTES): no
      // origins to add, no file to read, so pages get their headers without waiting (index.html, issue 15 §3).
      const ohneDateien = config.remotesJsonPath === undefined && config.remotesCanaryJsonPath === undefined;
      if (request.method !== 'GET' || isApi(request.url) || ohneDateien) {
        apply(request, reply);
        return done();
      }
      // Issue 26 §5: a canary's origins are allowed on every page (the list is the operator's, not a school's).
      Promise.all([
        currentRemotesMap(config.remotesJsonPath).catch(() => ({})),
        currentVorabKonfiguration(config.remotesCanaryJsonPath).catch(() => ({ remotes: {} })),
      ])
        .then(([map, vorab]) => {
          const urls = [...Object.values(map), ...Object.values(vorab.remotes)];
          (request.raw as WithRemoteOrigins).remoteOrigins = remoteOriginsOf(urls);
          apply(request, reply);
        })
        .then(() => done(), done);
    },
  );
}
