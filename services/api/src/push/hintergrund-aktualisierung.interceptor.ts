import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type Observable, tap } from 'rxjs';
import type { AuthUser } from '../auth/auth-user';
import { regelFuer, topicFuer } from './hintergrund-aktualisierung';
import { PushBus } from './push-bus';

/** After a successful change, the lists it concerns are refreshed over push (see REGELN). */
@Injectable()
export class HintergrundAktualisierungInterceptor implements NestInterceptor {
  constructor(private readonly bus: PushBus) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const regel = regelFuer(request.method, request.url);
    if (!regel) return next.handle();
    return next.handle().pipe(
      tap(() => {
        if (!request.user) return;
        this.bus.publish([topicFuer(regel.reichweite, request.user)], {
          art: 'tags',
          tags: regel.tags.map((type) => ({ type })),
        });
      }),
    );
  }
}
