import { HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TextKey } from '@lernstapel/texts';
import { ApiException } from '../common/api-exception';
import { isUniqueViolation } from '../common/database-errors';
import { EMAIL_INDEX } from '../database/migrations/1795300001400-unique-keys';
import { Benutzer } from './entities/benutzer.entity';

/**
 * The e-mail rule of users, in one place: how an address is stored and when it is taken. Other
 * modules reach it through ZugangLesenService / BenutzerSchreibenService; normaliseEmail is pure.
 */

/** Trimmed, lower case: how every e-mail is stored and compared (registration, teachers, pupils, account). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * 01 §5 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.': does another user than `exceptId`
 * have this (normalised) e-mail? Every stored e-mail is normalised (migration UniqueKeys), so the
 * comparison is a plain one on the unique index.
 */
export function emailTaken(manager: EntityManager, email: string, exceptId: number | null): Promise<boolean> {
  const query = manager.createQueryBuilder(Benutzer, 'benutzer').where('benutzer.email = :email', { email });
  if (exceptId !== null) query.andWhere('benutzer.id <> :exceptId', { exceptId });
  return query.getExists();
}

/**
 * 01 §5 'Diese Emailadresse existiert bereits …' for an address new to the user `exceptId` (null: a
 * new user). The answer tells whether the address is registered, so it is an e-mail probe
 * (DEVIATIONS 6): `probe` refuses it (429) while the asker's mail limit pauses; edits that keep the
 * address never ask, so a pause never blocks them.
 */
export async function refuseTakenNewEmail(
  manager: EntityManager,
  email: string,
  exceptId: number | null,
  probe: () => Promise<void>,
): Promise<void> {
  await probe();
  if (await emailTaken(manager, email, exceptId)) {
    throw new ApiException(HttpStatus.CONFLICT, 'klasse.emailExistiertBereits');
  }
}

/**
 * Runs a write that stores a user's e-mail. The check above answers the usual case with its own text;
 * when a simultaneous request took the address between check and write, the unique key on
 * benutzer.email refuses the row and the caller gets the same 409 instead of a 500.
 */
export async function refuseTakenEmail<T>(write: Promise<T>, textKey: TextKey): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, { mysql: EMAIL_INDEX, sqlite: 'benutzer.email' })) {
      throw new ApiException(HttpStatus.CONFLICT, textKey);
    }
    throw error;
  }
}
