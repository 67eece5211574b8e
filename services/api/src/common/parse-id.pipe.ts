import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from './api-exception';

/** A positive integer id from the URL, or 400 with a German message (never a 500). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value)) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'server.anfrage.ungueltigeId');
    }
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'server.anfrage.ungueltigeId');
    }
    return id;
  }
}
