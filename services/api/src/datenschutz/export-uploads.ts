import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_NAME, uploadOrdner } from '../config/upload-ordner';
import type { Zeile } from './datensammlung';

const UPLOAD_PFAD = '/api/uploads/';

/**
 * Art. 15/20: the uploaded images (photos of pupils are personal data) that the exported cards name,
 * by file name. Deleting the cards deletes the files through the retention job (no card names them).
 */
export async function uploadsDerKarten(
  karten: readonly Zeile[],
  dataDir: string,
  uploadSpalten: readonly string[],
): Promise<Map<string, Buffer>> {
  const namen = new Set<string>();
  for (const karte of karten) {
    for (const spalte of uploadSpalten) {
      const url = karte[spalte];
      if (typeof url !== 'string' || !url.startsWith(UPLOAD_PFAD)) continue;
      const name = url.slice(UPLOAD_PFAD.length);
      if (UPLOAD_NAME.test(name)) namen.add(name);
    }
  }
  const dateien = new Map<string, Buffer>();
  for (const name of [...namen].sort()) {
    const bytes = await readFile(join(uploadOrdner(dataDir), name)).catch(() => null);
    if (bytes) dateien.set(name, bytes);
  }
  return dateien;
}
