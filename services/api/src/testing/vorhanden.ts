/** A value the test needs to go on: fails with what is missing instead of a TypeError further down. */
export function vorhanden<T>(wert: T | null | undefined, was: string): T {
  if (wert === undefined || wert === null) throw new Error(`${was} fehlt`);
  return wert;
}

/**
 * A table of cookies, ids… per role that `beforeAll` fills: typed by its keys, and reading a key that was never
 * set fails with its name instead of passing `undefined` on to a request.
 */
export function imVorlaufGefuellt<K extends string, V>(name: string): Record<K, V> {
  return new Proxy({} as Record<K, V>, {
    get(ziel, schluessel, empfaenger) {
      if (typeof schluessel === 'string' && !Object.hasOwn(ziel, schluessel)) {
        throw new Error(`${name}.${schluessel} wurde im Vorlauf nicht gesetzt`);
      }
      return Reflect.get(ziel, schluessel, empfaenger);
    },
  });
}

type Tupel<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tupel<T, N, [T, ...R]>;

/** The rows a save or query gave back, exactly as many as the test made: a tuple, or a failure with the count. */
export function genau<T, N extends number>(zeilen: readonly T[], anzahl: N): Tupel<T, N> {
  if (zeilen.length !== anzahl) throw new Error(`${anzahl} Zeilen erwartet, ${zeilen.length} erhalten`);
  return [...zeilen] as Tupel<T, N>;
}
