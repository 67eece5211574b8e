import type { EntityManager } from 'typeorm';

/** Shorter values (a two-letter Kürzel, a postcode) would match inside unrelated words. */
const MIN_LAENGE = 4;

const SCHUL_SPALTEN = [
  'name1',
  'name2',
  'anschrift1',
  'anschrift2',
  'ort',
  'telefon1',
  'telefon2',
  'email1',
  'email2',
  'rechnungsanschrift1',
  'rechnungsanschrift2',
  'rechnungsort',
] as const;

/**
 * The values that name the given users in free text written about them (a licence order mail): name,
 * username, e-mail, and the data of a school they registered that nobody else belongs to (it was
 * made from an individual's private address and goes with them). Longest first, for replacing.
 */
export async function personenWerte(manager: EntityManager, ids: readonly number[]): Promise<string[]> {
  const personen: Record<string, unknown>[] = await manager
    .createQueryBuilder()
    .select(['b.namevoll AS namevoll', 'b.benutzername AS benutzername', 'b.email AS email'])
    .from('benutzer', 'b')
    .where('b.id IN (:...ids)', { ids })
    .getRawMany();
  const schulen: Record<string, unknown>[] = await manager
    .createQueryBuilder()
    .select(SCHUL_SPALTEN.map((spalte) => `s.${spalte} AS ${spalte}`))
    .from('schule', 's')
    .where('s.registriert_von_benutzer_id IN (:...ids)', { ids })
    .andWhere('NOT EXISTS (SELECT 1 FROM benutzer a WHERE a.schule_id = s.id AND a.id NOT IN (:...ids))', {
      ids,
    })
    .getRawMany();
  const werte = [...personen, ...schulen].flatMap((zeile) =>
    Object.values(zeile).filter((wert): wert is string => typeof wert === 'string'),
  );
  return [...new Set(werte.map((wert) => wert.trim()).filter((wert) => wert.length >= MIN_LAENGE))].sort(
    (a, b) => b.length - a.length,
  );
}
