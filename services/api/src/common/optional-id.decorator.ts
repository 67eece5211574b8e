import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { MAX_ID } from '@lernstapel/rules';

/**
 * The id of a save body: absent or 0 creates, a positive id changes that row. null is not "absent"
 * (IsOptional would let it through to a where condition): it is refused like any other non-number.
 */
export const OptionalId = (): PropertyDecorator =>
  applyDecorators(
    ValidateIf((_object: unknown, value: unknown) => value !== undefined),
    IsInt(),
    Min(0),
    Max(MAX_ID),
  );
