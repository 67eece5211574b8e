import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveError } from '../../common/api-exception.filter';
import { FLOOD_DELAY_MS, TooManyAttempts, wait } from '../too-many';
import { LoginLimiter } from './login-limiter';

/**
 * Runs one way of signing in (the login guards' passport strategies) under the LoginLimiter: a
 * ticket before the code is checked, then the answer settles it: a correct code gives the reserved
 * failure back (and sets the device cookie), a refusal (4xx) keeps it counted, a server error gives it back.
 */
@Injectable()
export class LoginAttempts {
  constructor(private readonly limiter: LoginLimiter) {}

  /** `check` answers the id of the user the attempt signed in, or throws the refusal. */
  async run(request: FastifyRequest, reply: FastifyReply, check: () => Promise<number>): Promise<void> {
    let flood = false;
    try {
      const ticket = await this.limiter.begin(request);
      let benutzerId: number;
      try {
        benutzerId = await check();
      } catch (error) {
        const { status } = resolveError(error);
        if (status >= 400 && status < 500) flood = await this.limiter.failed();
        else await this.limiter.giveBack(ticket);
        throw error;
      }
      await this.limiter.succeeded(ticket, request, reply, benutzerId);
    } catch (error) {
      TooManyAttempts.announce(error, reply);
      throw error;
    } finally {
      // Under a flood the failures come slower; correct codes never wait for it.
      if (flood) await wait(FLOOD_DELAY_MS);
    }
  }
}
