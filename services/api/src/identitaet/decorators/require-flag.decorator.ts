import { SetMetadata } from '@nestjs/common';
import type { Berechtigung } from '../auth-user';

export const REQUIRED_FLAGS = 'lernstapel:requiredFlags';

/** The user must hold every one of these flags (01 §6); main administrators always pass. */
export const RequireFlag = (...flags: Berechtigung[]): MethodDecorator & ClassDecorator =>
  SetMetadata(REQUIRED_FLAGS, flags);
