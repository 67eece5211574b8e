import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/api-exception';
import { neuesBudget, paketDateien, zstdEntpacken } from './paket-entpacken';
import {
  ProtobufFehler,
  protobufFelder,
  protobufNachrichten,
  protobufText,
  protobufZahl,
} from './protobuf-felder';
import { sammlungLesen, type AnkiSammlung } from './sammlung-lesen';

/** PackageMetadata.Version (import_export.proto): 3 = collection.anki21b, zstd, protobuf media map. */
const VERSION_NEU = 3;

export interface AnkiPaket extends AnkiSammlung {
  /** 'anki2', 'anki21' or 'anki21b': which collection file was read. */
  format: 'anki2' | 'anki21' | 'anki21b';
  /** Media name in the notes → its bytes (unpacked on demand, within the package's budget). */
  medium(name: string): Buffer | null;
  medienNamen: string[];
}

const beschaedigt = () => new ApiException(HttpStatus.BAD_REQUEST, 'anki.beschaedigt');

/**
 * An .apkg or .colpkg as Anki writes it (rslib/src/import_export/package): without `meta` the old
 * formats, collection.anki21 before collection.anki2, and a JSON media map {"0": "name.jpg"}; with
 * `meta` version 3 collection.anki21b and the media map (MediaEntries) and every media file zstd-
 * compressed, a file's zip name its index in the map. A package's newest collection wins: Anki puts
 * a placeholder collection.anki2 next to collection.anki21b for old versions.
 */
export function ankiPaketLesen(bytes: Buffer): AnkiPaket {
  const dateien = paketDateien(bytes);
  const budget = neuesBudget();
  const meta = dateien.get('meta');
  let neu = false;
  if (meta) {
    try {
      neu = protobufZahl(protobufFelder(meta), 1) === VERSION_NEU;
    } catch (error: unknown) {
      if (error instanceof ProtobufFehler) throw beschaedigt();
      throw error;
    }
  }
  const format = neu
    ? 'anki21b'
    : dateien.has('collection.anki21')
      ? 'anki21'
      : dateien.has('collection.anki2')
        ? 'anki2'
        : null;
  const sammlung = format ? dateien.get(`collection.${format}`) : undefined;
  if (!format || !sammlung) throw new ApiException(HttpStatus.BAD_REQUEST, 'anki.keinPaket');
  const { notiztypen, karten } = sammlungLesen(
    neu
      ? zstdEntpacken(sammlung, budget)
      : Buffer.from(sammlung.buffer, sammlung.byteOffset, sammlung.length),
  );
  const zipNamen = medienKarte(dateien.get('media'), neu, budget);
  return {
    format,
    notiztypen,
    karten,
    medienNamen: [...zipNamen.keys()],
    medium(name) {
      const zipName = zipNamen.get(name);
      const datei = zipName === undefined ? undefined : dateien.get(zipName);
      if (!datei) return null;
      return neu ? zstdEntpacken(datei, budget) : Buffer.from(datei);
    },
  };
}

/** Media name → zip entry name. A missing map is an empty one (a package without media). */
function medienKarte(datei: Uint8Array | undefined, neu: boolean, budget: ReturnType<typeof neuesBudget>) {
  const karte = new Map<string, string>();
  if (!datei || datei.length === 0) return karte;
  try {
    if (!neu) {
      const json = JSON.parse(Buffer.from(datei).toString('utf8')) as Record<string, unknown>;
      for (const [zipName, name] of Object.entries(json))
        if (typeof name === 'string') karte.set(name, zipName);
      return karte;
    }
    protobufNachrichten(protobufFelder(zstdEntpacken(datei, budget)), 1).forEach((eintrag, index) => {
      const felder = protobufFelder(eintrag);
      const name = protobufText(felder, 1);
      if (name) karte.set(name, String(protobufZahl(felder, 255) ?? index));
    });
    return karte;
  } catch (error: unknown) {
    if (error instanceof ApiException) throw error;
    throw beschaedigt();
  }
}
