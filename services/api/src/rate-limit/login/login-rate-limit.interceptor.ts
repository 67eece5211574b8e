import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { LoginResponse } from '@lernstapel/contracts';
import { resolveError } from '../../common/api-exception.filter';
import { FLOOD_DELAY_MS, TooManyAttempts, wait } from '../too-many';
import { LoginLimiter } from './login-limiter';

/**
 * Runs a login route (@LoginRateLimit) under the LoginLimiter: a ticket before the code is checked,
 * then the answer settles it: a correct code gives the reserved failure back (and sets the device
 * cookie), a refusal (4xx) keeps it counted, a server error gives it back.
 */
@Injectable()
export class LoginRateLimitInterceptor implements NestInterceptor {
  constructor(private readonly limiter: LoginLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.run(context, next));
  }

  private async run(context: ExecutionContext, next: CallHandler): Promise<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    let flood = false;
    try {
      const ticket = await this.limiter.begin(request);
      let result: LoginResponse;
      try {
        result = (await lastValueFrom(next.handle(), { defaultValue: undefined })) as LoginResponse;
      } catch (error) {
        const { status } = resolveError(error);
        if (status >= 400 && status < 500) flood = await this.limiter.failed();
        else await this.limiter.giveBack(ticket);
        throw error;
      }
      await this.limiter.succeeded(ticket, request, reply, result.user.id);
      return result;
    } catch (error) {
      TooManyAttempts.announce(error, reply);
      throw error;
    } finally {
      // Under a flood the failures come slower; correct codes never wait for it.
      if (flood) await wait(FLOOD_DELAY_MS);
    }
  }
}
