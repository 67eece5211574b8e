import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import { AnfragenService } from './anfragen.service';
import { OHNE_ANFRAGE_ID } from './ohne-anfrage-id.decorator';

/** The request id header (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const ANFRAGE_ID_HEADER = 'idempotency-key';

const SCHREIBEND = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GUELTIG = /^[A-Za-z0-9_-]{8,64}$/;

/** Answers stored for a repeat are JSON; a file or stream is not kept (a repeat runs again). */
function istJson(antwort: unknown): boolean {
  if (antwort === undefined || antwort === null) return true;
  if (typeof antwort !== 'object') return typeof antwort !== 'function' && typeof antwort !== 'symbol';
  const prototyp = Object.getPrototypeOf(antwort);
  return Array.isArray(antwort) || prototyp === Object.prototype || prototyp === null;
}

/**
 * Issue 22 §3: a state-changing request of a signed-in user that carries a request id runs once. The
 * UI sends one id per user action (a double click, a retry after a lost answer send it again); the
 * repeat gets the first request's answer instead of a second stack, folder or exam. Without the
 * header nothing changes. Runs after the guards, so the user is known.
 */
@Injectable()
export class AnfrageInterceptor implements NestInterceptor {
  constructor(
    private readonly anfragen: AnfragenService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const schluessel = request.headers[ANFRAGE_ID_HEADER];
    if (schluessel === undefined || !SCHREIBEND.has(request.method) || !request.user) return next.handle();
    if (this.reflector.get<boolean>(OHNE_ANFRAGE_ID, context.getHandler())) return next.handle();
    if (typeof schluessel !== 'string' || !GUELTIG.test(schluessel)) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'server.anfrage.anfrageIdUngueltig');
    }
    const route = `${request.method} ${request.url.split('?')[0]}`.slice(0, 255);
    return from(this.einmal(request.user.id, schluessel, route, next));
  }

  private async einmal(benutzerId: number, schluessel: string, route: string, next: CallHandler) {
    const beginn = await this.anfragen.beginnen(benutzerId, schluessel, route);
    if (!beginn.erste) return beginn.antwort;
    let antwort: unknown;
    try {
      antwort = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (error) {
      // The request's own error counts; a failed release only makes a repeat wait for its time-out.
      await this.anfragen.verwerfen(beginn.id).catch(() => undefined);
      throw error;
    }
    if (istJson(antwort)) await this.anfragen.abschliessen(beginn.id, antwort);
    else await this.anfragen.verwerfen(beginn.id);
    return antwort;
  }
}
