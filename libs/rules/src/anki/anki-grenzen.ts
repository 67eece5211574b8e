/**
 * Issue 25 §2: an Anki package is read whole into memory, so every size is bounded before anything
 * is unpacked: the upload, the number of files in it and what they unpack to (a zip bomb's trick).
 */
export const ANKI_MAX_PAKET_MB = 50;
export const ANKI_MAX_PAKET_BYTES = ANKI_MAX_PAKET_MB * 1024 * 1024;
export const ANKI_MAX_DATEIEN = 5_000;
export const ANKI_MAX_ENTPACKT_MB = 200;
export const ANKI_MAX_ENTPACKT_BYTES = ANKI_MAX_ENTPACKT_MB * 1024 * 1024;
export const ANKI_MAX_KARTEN = 10_000;
/** One sound file of a vocabulary card; pictures have the upload's own limit. */
export const ANKI_MAX_TON_BYTES = 5 * 1024 * 1024;

export const ANKI_DATEIENDUNGEN = ['.apkg', '.colpkg'] as const;

export function istAnkiDateiname(name: string): boolean {
  const klein = name.toLowerCase();
  return ANKI_DATEIENDUNGEN.some((endung) => klein.endsWith(endung));
}
