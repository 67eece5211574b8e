import type { SchuelerGruppe } from '@lernstapel/contracts';
import type { Schuelergruppe } from './entities/schuelergruppe.entity';

/** Group + its member ids (ascending) → contract. */
export function toSchuelerGruppe(gruppe: Schuelergruppe, schuelerids: readonly number[]): SchuelerGruppe {
  return {
    id: gruppe.id,
    bezeichnung: gruppe.bezeichnung,
    klassen_code: gruppe.klassen_code,
    schuelerids: [...schuelerids].sort((a, b) => a - b),
  };
}
