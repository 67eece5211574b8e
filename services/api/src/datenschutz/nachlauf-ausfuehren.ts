import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { OUTBOX_DATEI, OutboxTransport, outboxFolder } from '../mail/outbox-transport';
import { UPLOAD_NAME, uploadOrdner } from '../config/upload-ordner';
import type { Nachlauf } from './nachlauf';

const weg = (pfad: string) => unlink(pfad).catch(() => undefined);

/**
 * The files of a committed deletion: outbox files of deleted mails removed, those of anonymised mails
 * written again, uploads nobody names removed; on the embedded SQLite file, the write-ahead log is
 * checkpointed and truncated so the deleted rows' old pages do not linger in it (secure_delete zeroes
 * them in the database file itself).
 */
export async function nachlaufAusfuehren(
  dataSource: DataSource,
  nachlauf: Nachlauf,
  dataDir: string,
  mailFrom: string,
): Promise<void> {
  const outbox = outboxFolder(dataDir);
  for (const datei of nachlauf.mailDateien) if (OUTBOX_DATEI.test(datei)) await weg(join(outbox, datei));
  if (nachlauf.mailsNeu.length > 0) {
    const transport = new OutboxTransport(outbox);
    try {
      for (const mail of nachlauf.mailsNeu) {
        await transport.ueberschreibe(
          { from: mailFrom, to: mail.empfaenger, subject: mail.betreff, text: mail.text },
          mail.datei,
        );
      }
    } finally {
      transport.close();
    }
  }
  for (const name of nachlauf.uploads)
    if (UPLOAD_NAME.test(name)) await weg(join(uploadOrdner(dataDir), name));
  if (dataSource.options.type === 'better-sqlite3' && dataSource.options.database !== ':memory:') {
    await dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
  }
}
