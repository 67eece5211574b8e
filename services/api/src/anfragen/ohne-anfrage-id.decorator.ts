import { SetMetadata } from '@nestjs/common';

export const OHNE_ANFRAGE_ID = 'lernstapel:ohneAnfrageId';

/**
 * A change that is safe to repeat as it is (an autosave that overwrites, a quiz answer with its own
 * request id in the body): the Idempotency-Key the portal sends with it is ignored, so the hot paths
 * pay no extra writes for a guarantee they already have.
 */
export const OhneAnfrageId = (): MethodDecorator => SetMetadata(OHNE_ANFRAGE_ID, true);
