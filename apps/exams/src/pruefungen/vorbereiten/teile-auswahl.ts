import type { Karte, PruefungsteilLehrperson, PruefungsteilWahl } from '@lernstapel/contracts';

/** A card of the chosen stack in the vorbereiten list: in the exam or not, its points as typed. */
export interface TeilZeile {
  karte: Pick<Karte, 'id' | 'frage'>;
  gewaehlt: boolean;
  punkte: string;
  /** The part's card was deleted from the stack: shown from the exam's snapshot, it cannot be chosen again. */
  geloescht?: boolean;
}

/**
 * The list for stack `karten`: the exam's current parts first in their order (with their points), then
 * the stack's other cards, not chosen, 1 point each. Parts whose card moved to another stack are dropped;
 * a part whose card was deleted shows from its snapshot, not chosen (saving the parts drops it).
 */
export function teilZeilen(karten: readonly Karte[], teile: readonly PruefungsteilLehrperson[]): TeilZeile[] {
  const imStapel = new Map(karten.map((karte) => [karte.id, karte]));
  const gewaehlt = teile.flatMap((teil): TeilZeile[] => {
    if (teil.unterrichtsmodulteil_id === null)
      return [{ karte: teil.karte, gewaehlt: false, punkte: String(teil.punkte), geloescht: true }];
    const karte = imStapel.get(teil.unterrichtsmodulteil_id);
    return karte ? [{ karte, gewaehlt: true, punkte: String(teil.punkte) }] : [];
  });
  const ids = new Set(gewaehlt.map((zeile) => zeile.karte.id));
  const rest = karten
    .filter((karte) => !ids.has(karte.id))
    .map((karte) => ({ karte, gewaehlt: false, punkte: '1' }));
  return [...gewaehlt, ...rest];
}

/** Moves row `index` by `schritt` (-1 up, +1 down); out of range leaves the list as it is. */
export function verschoben<T>(zeilen: readonly T[], index: number, schritt: -1 | 1): T[] {
  const ziel = index + schritt;
  if ([index, ziel].some((stelle) => stelle < 0 || stelle >= zeilen.length)) return [...zeilen];
  const neu = [...zeilen];
  neu.splice(ziel, 0, ...neu.splice(index, 1));
  return neu;
}

/** The chosen rows as parts; the points as typed (the API refuses anything but numbers ≥ 0, 02 §5). */
export function gewaehlteTeile(zeilen: readonly TeilZeile[]): PruefungsteilWahl[] {
  return zeilen
    .filter((zeile) => zeile.gewaehlt)
    .map((zeile) => ({
      unterrichtsmodulteil_id: zeile.karte.id,
      punkte: zeile.punkte.trim() === '' ? Number.NaN : Number(zeile.punkte),
    }));
}

/** 02 §2: the total is the sum of the chosen parts' points (invalid ones count 0 until corrected). */
export function summePunkte(zeilen: readonly TeilZeile[]): number {
  return gewaehlteTeile(zeilen).reduce(
    (summe, teil) => summe + (Number.isFinite(teil.punkte) && teil.punkte >= 0 ? teil.punkte : 0),
    0,
  );
}
