import type { EntityManager } from 'typeorm';
import type { FachZahlen } from '@lernstapel/contracts';
import { boxOf } from '@lernstapel/rules';

/** Plain SQL: this runs after every quiz answer (database/raw-rows.ts says why). */
const KARTEN_JE_FACH = `SELECT stapelfach_nr AS fach, COUNT(*) AS anzahl FROM unterrichtsmodulteil
  WHERE unterrichtsmodule_id = ? GROUP BY stapelfach_nr`;

/** Cards per box of one stack (02 §2 box counter bar), in one grouped query. */
export async function fachZahlen(manager: EntityManager, stapelId: number): Promise<FachZahlen> {
  const rows: Array<{ fach: number | string; anzahl: number | string }> = await manager.query(
    KARTEN_JE_FACH,
    [stapelId],
  );
  const zahlen: FachZahlen = { fach1: 0, fach2: 0, fach3: 0 };
  for (const row of rows) {
    const fach = boxOf(Number(row.fach));
    zahlen[`fach${fach}` as keyof FachZahlen] += Number(row.anzahl);
  }
  return zahlen;
}
