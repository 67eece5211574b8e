import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { positiveIdFrom } from '@lernstapel/rules';
import { ApiException } from './api-exception';

/**
 * A positive integer id from the URL (rules: positiveIdFrom), or 400 with a German message (never a 500).
 * Only the URL's text counts: ApiValidationPipe leaves path parameters unconverted, and a value that is
 * no longer text is refused rather than trusted.
 */
export function parseId(value: unknown): number {
  const id = typeof value === 'string' ? positiveIdFrom(value) : null;
  if (id === null) throw new ApiException(HttpStatus.BAD_REQUEST, 'server.anfrage.ungueltigeId');
  return id;
}

/** parseId as a pipe: `@Param('id', ParseIdPipe) id: number`. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    return parseId(value);
  }
}
