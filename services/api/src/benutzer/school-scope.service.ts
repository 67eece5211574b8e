import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiException } from '../common/api-exception';
import type { AuthUser } from '../identitaet/auth-user';

const notFound = (): ApiException => new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');

/** A class as far as the tenant scope is concerned: its code and the school it belongs to. */
export interface KlassenScope {
  klassen_code: string;
  /** null for the class of an individually registered teacher (no school). */
  schule_id: number | null;
}

/**
 * The school (tenant) scope every module uses (DEVIATIONS 4): a user never reads or changes
 * another school's data. Main administrators manage all schools (01 §6) through /admin. A class is
 * narrower: see classReadableBy (own-class.ts).
 */
@Injectable()
export class SchoolScope {
  /**
   * 404 unless the user belongs to school `schuleId` (or is a main administrator): another school's
   * id answers like one that does not exist (a 403 would tell that it does).
   */
  assertSameSchool(user: AuthUser, schuleId: number | null): void {
    if (user.rolle === 'mainAdmin') return;
    if (user.schule_id === null || schuleId === null || user.schule_id !== schuleId) throw notFound();
  }
}
