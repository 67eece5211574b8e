const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

/** The encodings a card file is read in; the preview names the one it detected. */
export type CsvKodierung = 'utf-8' | 'utf-8-bom' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export const CSV_KODIERUNG_NAMEN: Readonly<Record<CsvKodierung, string>> = {
  'utf-8': 'UTF-8',
  'utf-8-bom': 'UTF-8 mit BOM',
  'windows-1252': 'Windows-1252 (Excel)',
  'utf-16le': 'UTF-16 LE (Excel «Unicode-Text»)',
  'utf-16be': 'UTF-16 BE',
};

/**
 * Windows-1252 bytes 0x80–0x9F (WHATWG encoding index); the other bytes are the same code points as
 * Latin-1. Written out because Node's TextDecoder('windows-1252') decodes this range as Latin-1
 * control characters (0x80 → U+0080 instead of '€'), while browsers follow the standard.
 */
const CP1252_80_9F =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function beginntMit(bytes: Uint8Array, marke: readonly number[]): boolean {
  return bytes.length >= marke.length && marke.every((byte, index) => bytes[index] === byte);
}

function decodeWindows1252(bytes: Uint8Array): string {
  const zeichen = Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? CP1252_80_9F.charAt(byte - 0x80) : String.fromCharCode(byte),
  );
  return zeichen.join('');
}

/** UTF-16 by hand: the same code in Node and every browser, big-endian included. */
function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string {
  const einheiten = new Array<string>(Math.floor(bytes.length / 2));
  const daten = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    einheiten[i / 2] = String.fromCharCode(daten.getUint16(i, littleEndian));
  }
  return einheiten.join('');
}

/**
 * UTF-16 without a byte-order mark: text in Latin scripts has a zero byte in every other position
 * (the high byte of 'A' is 0). Counted over the first 200 bytes.
 */
function utf16OhneBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const probe = bytes.subarray(0, 200);
  if (probe.length < 4) return null;
  let nullGerade = 0;
  let nullUngerade = 0;
  for (let i = 0; i < probe.length; i++) {
    if (probe[i] === 0) {
      if (i % 2 === 0) nullGerade += 1;
      else nullUngerade += 1;
    }
  }
  const haelfte = probe.length / 2;
  if (nullUngerade > haelfte * 0.6 && nullGerade === 0) return 'utf-16le';
  if (nullGerade > haelfte * 0.6 && nullUngerade === 0) return 'utf-16be';
  return null;
}

/**
 * Issue 25 §1: a card file's text and the encoding it was read in. A byte-order mark decides
 * (UTF-8, or UTF-16 LE/BE as Excel's «Unicode-Text» writes it); without one, UTF-16 is recognised by
 * its zero bytes, valid UTF-8 is UTF-8, and anything else is Windows-1252 (Excel's CSV on Windows:
 * 'ä' is one byte 0xE4). The same in the browser (preview) and on the server.
 */
export function kodierungErkennen(bytes: Uint8Array): { kodierung: CsvKodierung; text: string } {
  if (beginntMit(bytes, UTF8_BOM)) {
    return { kodierung: 'utf-8-bom', text: utf8OderWindows(bytes.subarray(UTF8_BOM.length)).text };
  }
  if (beginntMit(bytes, UTF16LE_BOM))
    return { kodierung: 'utf-16le', text: decodeUtf16(bytes.subarray(2), true) };
  if (beginntMit(bytes, UTF16BE_BOM))
    return { kodierung: 'utf-16be', text: decodeUtf16(bytes.subarray(2), false) };
  const utf16 = utf16OhneBom(bytes);
  if (utf16) return { kodierung: utf16, text: decodeUtf16(bytes, utf16 === 'utf-16le') };
  return utf8OderWindows(bytes);
}

function utf8OderWindows(bytes: Uint8Array): { kodierung: CsvKodierung; text: string } {
  try {
    return { kodierung: 'utf-8', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kodierung: 'windows-1252', text: decodeWindows1252(bytes) };
  }
}

/** The text of a card file's bytes (see kodierungErkennen). */
export function decodeCsvBytes(bytes: Uint8Array): string {
  return kodierungErkennen(bytes).text;
}
