import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadOrdner } from '../config/upload-ordner';

/** Where upload files live (DEVIATIONS 8 style adapter): a local folder by default. */
export interface UploadSpeicher {
  speichern(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none of that name. */
  lesen(name: string): Promise<Buffer | null>;
  loeschen(name: string): Promise<void>;
}

export const UPLOAD_SPEICHER = Symbol('UPLOAD_SPEICHER');

/** DATA_DIR/uploads; names are checked by the caller (UPLOAD_NAME), so they never leave the folder. */
export class LokalerUploadSpeicher implements UploadSpeicher {
  private readonly ordner: string;

  constructor(dataDir: string) {
    this.ordner = uploadOrdner(dataDir);
  }

  /**
   * Pupils' photos are personal data: the folder is the server user's alone (0700, like DATA_DIR and the
   * database's folder) and so is each file (0600).
   */
  async speichern(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.ordner, { recursive: true, mode: 0o700 });
    await writeFile(join(this.ordner, name), bytes, { flag: 'wx', mode: 0o600 });
  }

  async lesen(name: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.ordner, name));
    } catch {
      return null;
    }
  }

  async loeschen(name: string): Promise<void> {
    await unlink(join(this.ordner, name)).catch(() => undefined);
  }
}
