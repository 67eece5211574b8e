import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail-transport';

/** Folder of the .eml files under DATA_DIR. */
export const OUTBOX_FOLDER = 'outbox';

/**
 * Default adapter without SMTP_URL (DEVIATIONS 8): the mail is rendered as a real RFC 5322
 * message by nodemailer and written to `<DATA_DIR>/outbox/` so it can be opened in any mail
 * program. The file name is the time plus random bytes, never the code (DEVIATIONS 2); the files
 * carry login codes, so only the server's user may read them.
 */
export class OutboxTransport implements MailTransport {
  readonly art = 'outbox';
  private readonly renderer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(private readonly folder: string) {}

  async deliver(mail: OutgoingMail, datei = outboxDateiname()): Promise<null> {
    await this.schreibe(mail, datei, 'wx');
    return null;
  }

  /** Writes the mail again under its name (its text anonymised after a deletion, issue 29). */
  async ueberschreibe(mail: OutgoingMail, datei: string): Promise<void> {
    if (!OUTBOX_DATEI.test(datei)) throw new Error('not an outbox file name');
    await this.schreibe(mail, datei, 'w');
  }

  private async schreibe(mail: OutgoingMail, datei: string, flag: 'w' | 'wx'): Promise<void> {
    const info = await this.renderer.sendMail(mail);
    if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport returned no buffer');
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    await writeFile(join(this.folder, datei), info.message, { mode: 0o600, flag });
  }

  close(): void {
    this.renderer.close();
  }
}

/** Names the outbox gives its files: the time plus random bytes. */
export const OUTBOX_DATEI = /^[0-9TZ-]+-[0-9a-f]{16}\.eml$/;

export function outboxDateiname(jetzt = new Date()): string {
  return `${jetzt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(8).toString('hex')}.eml`;
}

export function outboxFolder(dataDir: string): string {
  return join(dataDir, OUTBOX_FOLDER);
}
