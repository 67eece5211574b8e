import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * COUNT(*) grouped by one integer column, limited to `ids`: id → count (missing ids count 0).
 * Raw counts come back as strings on mysql2 and numbers on SQLite, hence Number().
 */
export async function countBy<E extends ObjectLiteral>(
  repository: Repository<E>,
  column: keyof E & string,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const rows = await repository
    .createQueryBuilder('eintrag')
    .select(`eintrag.${column}`, 'gruppe')
    .addSelect('COUNT(*)', 'anzahl')
    .where(`eintrag.${column} IN (:...ids)`, { ids })
    .groupBy(`eintrag.${column}`)
    .getRawMany<{ gruppe: number | string; anzahl: number | string }>();
  for (const row of rows) counts.set(Number(row.gruppe), Number(row.anzahl));
  return counts;
}
