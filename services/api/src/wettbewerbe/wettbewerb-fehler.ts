import { HttpStatus } from '@nestjs/common';
import type { TextKey } from '@lernstapel/texts';
import { ApiException } from '../common/api-exception';

export const refuse = (status: HttpStatus, key: TextKey) => new ApiException(status, key);

/** An unknown race and a race of other people look the same (another class or school learns nothing). */
export const notFound = () => refuse(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
