import { createParamDecorator, type ExecutionContext, HttpStatus } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../common/api-exception';
import type { AuthUser } from '../auth-user';

/** The session's user, set by the session guard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
  if (!request.user) throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
  return request.user;
});
