import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What a sealed text is for: a text sealed for one purpose never opens for another. */
export type Zweck = 'client-secret' | 'anmeldung' | 'verknuepfung' | 'abmeldung';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Issue 28: AES-256-GCM with the key from SCHULKONTO_SCHLUESSEL, for the schools' client secrets and
 * the short-lived sign-in cookies (the browser can neither read nor change them). The purpose is
 * authenticated with the text, so a sealed client secret cannot be replayed as a cookie.
 */
export class SchulkontoSchluessel {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(secret).digest();
  }

  seal(zweck: Zweck, text: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(zweck));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The text, or null when it was not sealed with this key for this purpose (or was changed). */
  open(zweck: Zweck, sealed: string | undefined): string | null {
    if (!sealed) return null;
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(zweck));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
