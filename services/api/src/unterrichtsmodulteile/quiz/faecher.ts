import type { EntityManager } from 'typeorm';
import type { FachZahlen } from '@lernstapel/contracts';
import { boxOf } from '@lernstapel/rules';
import { Unterrichtsmodulteil } from '../entities/unterrichtsmodulteil.entity';

/** Cards per box of one stack (02 §2 box counter bar), in one grouped query. */
export async function fachZahlen(manager: EntityManager, stapelId: number): Promise<FachZahlen> {
  const rows = await manager
    .createQueryBuilder(Unterrichtsmodulteil, 'teil')
    .select('teil.stapelfach_nr', 'fach')
    .addSelect('COUNT(*)', 'anzahl')
    .where('teil.unterrichtsmodule_id = :stapelId', { stapelId })
    .groupBy('teil.stapelfach_nr')
    .getRawMany<{ fach: number | string; anzahl: number | string }>();
  const zahlen: FachZahlen = { fach1: 0, fach2: 0, fach3: 0 };
  for (const row of rows) {
    const fach = boxOf(Number(row.fach));
    zahlen[`fach${fach}` as keyof FachZahlen] += Number(row.anzahl);
  }
  return zahlen;
}
