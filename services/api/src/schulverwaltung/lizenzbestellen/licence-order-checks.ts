import { HttpStatus } from '@nestjs/common';
import { validateLicenceOrder, type SchoolInput } from '@lernstapel/rules';
import { ApiException, throwIfRuleErrors } from '../../common/api-exception';

/** A licence is for a calendar year (01 §9): the current one or, late in the year, the next. */
export function assertLicenceOrderYear(year: number, now = new Date()): void {
  const current = now.getFullYear();
  if (year !== current && year !== current + 1) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'verwaltung.lizenzJahrUngueltig');
  }
}

/** Issue 23: a licence already valid for `year` is not ordered (and mailed) again. */
export function assertLicenceNotYetValid(lizenzJahr: number | null, year: number): void {
  if (lizenzJahr === year) {
    throw new ApiException(HttpStatus.CONFLICT, 'verwaltung.lizenzBereitsGueltig', { year });
  }
}

/** 01 §5: the red list and the accepted terms; 400 with every text in `details`, the first as message. */
export function assertLicenceOrderable(schule: SchoolInput, bedingungenAkzeptiert: boolean): void {
  const fehler = validateLicenceOrder(schule, bedingungenAkzeptiert);
  throwIfRuleErrors(fehler);
}
