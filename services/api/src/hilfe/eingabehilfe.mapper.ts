import type { EingabehilfeEintrag } from '@lernstapel/contracts';
import type { Eingabehilfe } from './entities/eingabehilfe.entity';

/** Stored row → contract. */
export function toEingabehilfeEintrag(row: Eingabehilfe): EingabehilfeEintrag {
  return {
    id: row.id,
    zeichenklein: row.zeichenklein,
    eingabeklein: row.eingabeklein,
    zeichengross: row.zeichengross,
    eingabegross: row.eingabegross,
  };
}
