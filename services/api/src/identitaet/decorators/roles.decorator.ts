import { SetMetadata } from '@nestjs/common';
import type { Rolle } from '../auth-user';

export const ROLES = 'lernstapel:roles';

/** Only users with one of these roles may call the route (01 §6). */
export const Roles = (...rollen: Rolle[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES, rollen);
