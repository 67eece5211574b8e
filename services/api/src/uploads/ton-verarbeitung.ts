import { randomBytes } from 'node:crypto';
import { ANKI_MAX_TON_BYTES } from '@lernstapel/rules';

/** The sound formats a vocabulary card may carry (by content) and their stored extension. */
export const TON_ENDUNGEN = { mp3: 'mp3', ogg: 'ogg', wav: 'wav' } as const;
type TonFormat = keyof typeof TON_ENDUNGEN;

export interface VerarbeiteterTon {
  name: string;
  bytes: Buffer;
  contentType: string;
}

const CONTENT_TYPES: Record<TonFormat, string> = { mp3: 'audio/mpeg', ogg: 'audio/ogg', wav: 'audio/wav' };

/** Size of an ID3v2 tag at the start (its syncsafe length plus the 10-byte header), else 0. */
function id3v2Laenge(bytes: Buffer): number {
  if (bytes.length < 10 || bytes.toString('latin1', 0, 3) !== 'ID3') return 0;
  const groesse =
    ((bytes.readUInt8(6) & 0x7f) << 21) |
    ((bytes.readUInt8(7) & 0x7f) << 14) |
    ((bytes.readUInt8(8) & 0x7f) << 7) |
    (bytes.readUInt8(9) & 0x7f);
  const fusszeile = bytes.readUInt8(5) & 0x10 ? 10 : 0;
  return 10 + groesse + fusszeile;
}

/** An MPEG audio frame header: 11 sync bits, a valid version, layer and bit-rate index. */
function istMpegFrame(bytes: Buffer, pos: number): boolean {
  if (pos + 4 > bytes.length) return false;
  const [a, b, c] = [bytes.readUInt8(pos), bytes.readUInt8(pos + 1), bytes.readUInt8(pos + 2)];
  return a === 0xff && (b & 0xe0) === 0xe0 && (b & 0x18) !== 0x08 && (b & 0x06) !== 0 && (c & 0xf0) !== 0xf0;
}

function formatVon(bytes: Buffer, start: number): TonFormat | null {
  if (bytes.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  if (istMpegFrame(bytes, start)) return 'mp3';
  return null;
}

/**
 * A sound from an Anki package, checked like an upload (DEVIATIONS 7): the type by content (MP3, Ogg,
 * WAV; anything else is refused), the size, and an MP3's ID3 tags (title, comments, pictures) dropped;
 * stored under a random name. Null when it is none of these or too large. The audio frames are kept as
 * they are: the server has no audio encoder, and these three formats carry no script.
 */
export function tonVerarbeiten(bytes: Buffer): VerarbeiteterTon | null {
  if (bytes.length === 0 || bytes.length > ANKI_MAX_TON_BYTES) return null;
  const start = id3v2Laenge(bytes);
  const format = formatVon(bytes, start);
  if (!format) return null;
  let inhalt = bytes;
  if (format === 'mp3') {
    const ende =
      bytes.length >= 128 && bytes.toString('latin1', bytes.length - 128, bytes.length - 125) === 'TAG';
    inhalt = bytes.subarray(start, ende ? bytes.length - 128 : bytes.length);
  }
  return {
    name: `${randomBytes(16).toString('base64url')}.${TON_ENDUNGEN[format]}`,
    bytes: Buffer.from(inhalt),
    contentType: CONTENT_TYPES[format],
  };
}

/** Content type of a stored sound by its extension. */
export function tonContentTypeVon(name: string): string | null {
  const endung = name.split('.').pop();
  const format = (Object.keys(TON_ENDUNGEN) as TonFormat[]).find((key) => TON_ENDUNGEN[key] === endung);
  return format ? CONTENT_TYPES[format] : null;
}
