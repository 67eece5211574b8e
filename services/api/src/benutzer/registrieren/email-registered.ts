import type { EntityManager } from 'typeorm';
import { Schule } from '../../schulen/entities/schule.entity';
import { emailTaken } from '../email-taken';

/**
 * 01 §5: is `email` (already trimmed, lower case) some school's email1 or some user's e-mail?
 * Stored values are compared trimmed and case-insensitively as well.
 */
export async function emailIsRegistered(manager: EntityManager, email: string): Promise<boolean> {
  const schule = await manager
    .createQueryBuilder(Schule, 'schule')
    .where('LOWER(TRIM(schule.email1)) = :email', { email })
    .getExists();
  return schule || emailTaken(manager, email, null);
}
