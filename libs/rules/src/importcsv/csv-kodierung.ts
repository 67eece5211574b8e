const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Windows-1252 bytes 0x80–0x9F (WHATWG encoding index); the other bytes are the same code points as
 * Latin-1. Written out because Node's TextDecoder('windows-1252') decodes this range as Latin-1
 * control characters (0x80 → U+0080 instead of '€'), while browsers follow the standard.
 */
const CP1252_80_9F =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function hatUtf8Bom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

function decodeWindows1252(bytes: Uint8Array): string {
  const zeichen = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    zeichen[i] = byte >= 0x80 && byte <= 0x9f ? CP1252_80_9F[byte - 0x80] : String.fromCharCode(byte);
  }
  return zeichen.join('');
}

/**
 * 01 §9 / issue 9: a card file's text, read as UTF-8 when the bytes are valid UTF-8 (a byte-order
 * mark is dropped), otherwise as Windows-1252 (what Excel writes on Windows: 'ä' is one byte 0xE4).
 * Same in the browser (preview) and on the server.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  const ohneBom = hatUtf8Bom(bytes) ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(ohneBom);
  } catch {
    return decodeWindows1252(ohneBom);
  }
}
