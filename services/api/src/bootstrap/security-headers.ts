import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ApiConfig } from '../config/api-config';

/** HSTS for a year once the deployment says it runs on https (COOKIE_SECURE=1). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Issue 14 #9: security headers on every answer (@fastify/helmet). Its Content-Security-Policy allows
 * nothing (API answers, files); the shell's pages get the portal's own policy instead
 * (portal/content-security-policy.ts: this origin and the remotes' origins of remotes.json). Nothing
 * may frame the portal, types are not sniffed, the referrer never leaves the site (also not a code in
 * the URL of the start route; 'same-origin' keeps the Origin header of our own POSTs), and with
 * COOKIE_SECURE=1 browsers are told to use https only (HSTS).
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: ApiConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
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
