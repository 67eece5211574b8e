import { createParamDecorator, type ExecutionContext, HttpStatus } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../common/api-exception';
import { parseId } from '../../common/parse-id.pipe';
import type { AuthUser } from '../auth-user';

/**
 * The user id of an own-id route, checked: a bad id is 400 (as with ParseIdPipe), another user's id
 * 403 — main administrators included — so a list of someone else is never read.
 */
export function ownUserIdFrom(user: Pick<AuthUser, 'id'> | undefined, value: string | undefined): number {
  const id = parseId(value);
  if (!user) throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
  if (user.id !== id) throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
  return id;
}

const OwnUserIdParam = createParamDecorator((param: string, context: ExecutionContext): number => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
  const params = request.params as Partial<Record<string, string>>;
  return ownUserIdFrom(request.user, params[param]);
});

/**
 * `@OwnUserId('userId') userId: number`: routes that name the caller's own id in the URL (01 §7:
 * own stacks, team stacks, mailbox, hand-ins, races) answer only the caller. Documented in OpenAPI
 * like `@Param(param, ParseIdPipe)`.
 */
export function OwnUserId(param: string): ParameterDecorator {
  return (target, key, index) => {
    OwnUserIdParam(param)(target, key, index);
    const method = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && method) ApiParam({ name: param, type: Number })(target, key, method);
  };
}
