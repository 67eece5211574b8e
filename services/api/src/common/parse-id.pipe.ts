import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { positiveIdFrom } from '@lernstapel/rules';
import { ApiException } from './api-exception';

/** A positive integer id from the URL (rules: positiveIdFrom), or 400 with a German message (never a 500). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = positiveIdFrom(value);
    if (id === null) throw new ApiException(HttpStatus.BAD_REQUEST, 'server.anfrage.ungueltigeId');
    return id;
  }
}
