import { HttpException, HttpStatus } from '@nestjs/common';
import { t, type TextKey, type TextParams } from '@lernstapel/texts';

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

/**
 * A rule of @lernstapel/rules answered these text keys: 400 with the first as message and every text in
 * `details` (the form shows the whole list). Nothing when the list is empty.
 */
export function throwIfRuleErrors(fehler: readonly TextKey[]): void {
  const [erster] = fehler;
  if (erster) {
    throw new ApiException(
      HttpStatus.BAD_REQUEST,
      erster,
      {},
      fehler.map((key) => t(key)),
    );
  }
}
