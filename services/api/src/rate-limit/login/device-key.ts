import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEVICE_KEY_FILE = 'geraete-schluessel';

/**
 * The key that signs device cookies: from LOGIN_DEVICE_SECRET, else a random one kept in
 * `<dataDir>/geraete-schluessel` (0600), made by the first instance that starts; an instance sharing
 * DATA_DIR reads the same one, and a restart keeps every browser's device cookie valid.
 */
export function deviceKey(secret: string | undefined, dataDir: string): Buffer {
  if (secret) return createHash('sha256').update(secret).digest();
  const file = join(dataDir, DEVICE_KEY_FILE);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length < 32) throw new Error(`${file} does not hold a 32-byte key; delete it to make a new one`);
  return key;
}
