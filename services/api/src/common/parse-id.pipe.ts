import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { positiveIdFrom } from '@lernstapel/rules';
import { ApiException } from './api-exception';

/** A positive integer id from the URL (rules: positiveIdFrom), or 400 with a German message (never a 500). */
export function parseId(value: string | undefined): number {
  const id = value === undefined ? null : positiveIdFrom(value);
  if (id === null) throw new ApiException(HttpStatus.BAD_REQUEST, 'server.anfrage.ungueltigeId');
  return id;
}

/** parseId as a pipe: `@Param('id', ParseIdPipe) id: number`. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    return parseId(value);
  }
}
