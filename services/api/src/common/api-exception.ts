import { HttpException, type HttpStatus } from '@nestjs/common';
import type { TextKey, TextParams } from '@lernstapel/texts';

/**
 * The only exception the API throws on purpose (STYLE 12): an HTTP status and the key of the
 * German text the client shows. The global filter turns it into an `ApiErrorBody`.
 */
export class ApiException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly textKey: TextKey,
    readonly textParams: TextParams = {},
    readonly details?: string[],
  ) {
    super(textKey, status);
  }
}
