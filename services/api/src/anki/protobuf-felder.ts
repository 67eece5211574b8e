/**
 * The few protobuf messages of an Anki package (import_export.proto, notetypes.proto) read by field
 * number: varints as numbers, length-delimited fields as bytes. Nothing else of protobuf is needed.
 */
export type ProtobufWert = number | Uint8Array;

export class ProtobufFehler extends Error {}

export function protobufFelder(bytes: Uint8Array): Map<number, ProtobufWert[]> {
  const felder = new Map<number, ProtobufWert[]>();
  let pos = 0;
  const varint = (): number => {
    let wert = 0;
    let faktor = 1;
    for (let i = 0; i < 10; i++) {
      const byte = bytes[pos++];
      if (byte === undefined) throw new ProtobufFehler('varint');
      wert += (byte & 0x7f) * faktor;
      if ((byte & 0x80) === 0) return wert;
      faktor *= 128;
    }
    throw new ProtobufFehler('varint');
  };
  while (pos < bytes.length) {
    const schluessel = varint();
    const nummer = Math.floor(schluessel / 8);
    let wert: ProtobufWert;
    switch (schluessel % 8) {
      case 0:
        wert = varint();
        break;
      case 1:
        pos += 8;
        continue;
      case 2: {
        const laenge = varint();
        if (pos + laenge > bytes.length) throw new ProtobufFehler('length');
        wert = bytes.subarray(pos, pos + laenge);
        pos += laenge;
        break;
      }
      case 5:
        pos += 4;
        continue;
      default:
        throw new ProtobufFehler('wire type');
    }
    felder.set(nummer, [...(felder.get(nummer) ?? []), wert]);
  }
  if (pos > bytes.length) throw new ProtobufFehler('truncated');
  return felder;
}

export function protobufZahl(felder: Map<number, ProtobufWert[]>, nummer: number): number | null {
  const wert = felder.get(nummer)?.[0];
  return typeof wert === 'number' ? wert : null;
}

export function protobufText(felder: Map<number, ProtobufWert[]>, nummer: number): string {
  const wert = felder.get(nummer)?.[0];
  return wert instanceof Uint8Array ? Buffer.from(wert).toString('utf8') : '';
}

export function protobufNachrichten(felder: Map<number, ProtobufWert[]>, nummer: number): Uint8Array[] {
  return (felder.get(nummer) ?? []).filter((wert): wert is Uint8Array => wert instanceof Uint8Array);
}
