import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { SessionUser } from '@lernstapel/contracts';
import { SIGNED_IN, type SignedInRequest } from './sign-in-guard';

/** The user a sign-in guard's strategy signed in (only on routes behind such a guard). */
export const SignedIn = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<SignedInRequest>()[SIGNED_IN];
  if (!user) throw new Error('@SignedIn() on a route without a sign-in guard');
  return user;
});
