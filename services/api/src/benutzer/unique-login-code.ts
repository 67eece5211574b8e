import { randomBytes } from 'node:crypto';
import { generateLoginCode } from '@lernstapel/rules';
import type { EntityManager } from 'typeorm';
import { Benutzer } from './entities/benutzer.entity';

/** 2^52 codes make a collision unlikely; a handful of tries is plenty, more means a bug. */
const MAX_TRIES = 5;

/** A new login code no user has (DEVIATIONS 2: cryptographic random source). */
export async function uniqueLoginCode(manager: EntityManager): Promise<string> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const code = generateLoginCode((length) => randomBytes(length));
    if (!(await manager.exists(Benutzer, { where: { anmeldecode: code } }))) return code;
  }
  throw new Error('no unused login code found');
}

/** Class codes are short: 6 random characters of the login-code alphabet (20^6 ≈ 64 million). */
export const KLASSEN_CODE_LENGTH = 6;

/**
 * A new class code no user has, for the first teacher of a registered school. It is drawn
 * independently of the login code, so neither says anything about the other.
 */
export async function uniqueKlassenCode(manager: EntityManager): Promise<string> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const code = generateLoginCode((length) => randomBytes(length)).slice(0, KLASSEN_CODE_LENGTH);
    if (!(await manager.exists(Benutzer, { where: { klassen_code: code } }))) return code;
  }
  throw new Error('no unused class code found');
}
