import type { EntityManager } from 'typeorm';
import { Benutzer } from './entities/benutzer.entity';

/**
 * The e-mail rule of users, in one place: how an address is stored and when it is taken. Other
 * modules reach it through BenutzerLesenService / BenutzerSchreibenService; normaliseEmail is pure.
 */

/** Trimmed, lower case: how every e-mail is stored and compared (registration, teachers, pupils, account). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * 01 §5 'Diese Emailadresse existiert bereits in der Datenbank': does another user than `exceptId`
 * have this (normalised) e-mail? Stored values are compared trimmed and case-insensitively.
 */
export function emailTaken(manager: EntityManager, email: string, exceptId: number | null): Promise<boolean> {
  const query = manager
    .createQueryBuilder(Benutzer, 'benutzer')
    .where('LOWER(TRIM(benutzer.email)) = :email', { email });
  if (exceptId !== null) query.andWhere('benutzer.id <> :exceptId', { exceptId });
  return query.getExists();
}
