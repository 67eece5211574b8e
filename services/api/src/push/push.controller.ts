import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUSH_PFAD } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { SESSION_COOKIE } from '../identitaet/session-cookies';
import { hashSessionToken } from '../benutzer/sitzungen/session-token';
import { PushBus } from '../pushbus/push-bus';
import { PushSessionEnds } from './push-session-ends';
import { topicsOf } from '../pushbus/push-topics';

/** A comment line keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/**
 * A stream ends after a while and the browser reconnects (EventSource does so by itself), so the
 * session is checked again. A logout, lock, deletion or new code ends it at once (PushSessionEnds);
 * the lifetime bounds what a missed invalidation (Redis unreachable) or a plain expiry leaves open.
 */
export const MAX_STREAM_MS = 5 * 60_000;
/** How long the browser waits before reconnecting (the SSE `retry` field). */
export const RECONNECT_MS = 1000;

/**
 * GET /api/push: the one push channel of a logged-in browser, as server-sent events. Authorised by
 * the session cookie like every route (global guard); the topics come from the session's user.
 */
@ApiTags('push')
@Controller(PUSH_PFAD)
export class PushController {
  constructor(
    private readonly bus: PushBus,
    private readonly sessionEnds: PushSessionEnds,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Server-sent events of the own races, class and school' })
  stream(@Req() request: FastifyRequest & { user: AuthUser }, @Res() reply: FastifyReply): void {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RECONNECT_MS}\n: verbunden\n\n`);
    raw.socket?.setNoDelay(true);
    let closed = false;
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unregister();
      unwatch();
      raw.end();
    };
    const unregister = this.bus.connect(
      topicsOf(request.user),
      { send: (data) => void raw.write(`data: ${data}\n\n`) },
      end,
    );
    // The global guard let the request in, so the cookie names this very session.
    const unwatch = this.sessionEnds.watch({
      sitzungId: request.user.sitzungId,
      tokenHash: hashSessionToken(request.cookies[SESSION_COOKIE] ?? ''),
      benutzerId: request.user.id,
      end,
    });
    const heartbeat = setInterval(() => raw.write(': \n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(end, MAX_STREAM_MS);
    request.raw.on('close', end);
  }
}
