import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'lernstapel:isPublic';

/** Opens a route to callers without a session (everything else needs one). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
