import type { EntityManager } from 'typeorm';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';

/** The derived card counts of one stack (Unterrichtsmodul: never stored, always counted). */
export interface KartenAnzahlen {
  anzahl_modulteile: number;
  /** cards with korrekturmarkierung */
  anzahl_zukorrigierende_modulteile: number;
}

export const KEINE_KARTEN: KartenAnzahlen = { anzahl_modulteile: 0, anzahl_zukorrigierende_modulteile: 0 };

/**
 * Card count and count of cards marked for correction per stack, in one grouped query over `ids`
 * (missing ids have no cards). Booleans are stored as 0/1 on SQLite and MariaDB alike; raw sums come
 * back as strings on mysql2, hence Number().
 *
 * A query function rather than a service method: the stacks module needs the counts for its lists,
 * and this module imports the stacks module for the "may read stack" check (no import cycle).
 */
export async function kartenAnzahlen(
  manager: EntityManager,
  ids: readonly number[],
): Promise<Map<number, KartenAnzahlen>> {
  const anzahlen = new Map<number, KartenAnzahlen>();
  if (ids.length === 0) return anzahlen;
  const rows = await manager
    .createQueryBuilder(Unterrichtsmodulteil, 'teil')
    .select('teil.unterrichtsmodule_id', 'stapel')
    .addSelect('COUNT(*)', 'anzahl')
    .addSelect('SUM(CASE WHEN teil.korrekturmarkierung = 1 THEN 1 ELSE 0 END)', 'zukorrigieren')
    .where('teil.unterrichtsmodule_id IN (:...ids)', { ids: [...new Set(ids)] })
    .groupBy('teil.unterrichtsmodule_id')
    .getRawMany<{
      stapel: number | string;
      anzahl: number | string;
      zukorrigieren: number | string | null;
    }>();
  for (const row of rows) {
    anzahlen.set(Number(row.stapel), {
      anzahl_modulteile: Number(row.anzahl),
      anzahl_zukorrigierende_modulteile: Number(row.zukorrigieren ?? 0),
    });
  }
  return anzahlen;
}
