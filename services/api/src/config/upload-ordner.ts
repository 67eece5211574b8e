import { join } from 'node:path';

/** Where uploaded card files live (DEVIATIONS 7: random names); only cards name them. */
export function uploadOrdner(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** A name the uploads module makes: 22 base64url characters and one of the extensions (pictures, Anki sounds). */
export const UPLOAD_NAME = /^[A-Za-z0-9_-]{22}\.(png|jpg|webp|gif|mp3|ogg|wav)$/;
