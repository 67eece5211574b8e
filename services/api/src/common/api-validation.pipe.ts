import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { validationExceptionFactory } from './validation-exception.factory';

/**
 * The global ValidationPipe: bodies become DTO instances, unknown fields are refused (German 400).
 * Path parameters stay the text of the URL: Nest's own conversion (Number('1 '), Number('1e3'),
 * Number('0x10')) would hand ParseIdPipe an already lenient number, so `1%20` would name id 1.
 */
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: validationExceptionFactory,
    });
  }

  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}
