import type { EntityManager, ObjectLiteral } from 'typeorm';
import { DATENSCHUTZ_KARTE } from './datenschutz-karte';
import type { DatenschutzTabelle } from './datenschutz-tabelle';
import { escape, inPortionen } from './karten-spalten';

export type Zeile = Record<string, unknown>;

/** Table → the user's rows, in the order of the map. */
export type Datensammlung = Map<string, Zeile[]>;

/**
 * Art. 15/20: everything the map ties to one user: rows where an exported user column is theirs, rows
 * holding their e-mail, and the parts (teilVon) of those rows. Secret columns are never selected.
 */
export async function sammleDaten(manager: EntityManager, benutzerId: number): Promise<Datensammlung> {
  const email = await emailOf(manager, benutzerId);
  const sammlung: Datensammlung = new Map();
  for (const tabelle of inElternReihenfolge(DATENSCHUTZ_KARTE)) {
    sammlung.set(tabelle.tabelle, await zeilenVon(manager, tabelle, benutzerId, email, sammlung));
  }
  // Back into the map's order, so the files read like the map.
  return new Map(DATENSCHUTZ_KARTE.map((tabelle) => [tabelle.tabelle, sammlung.get(tabelle.tabelle) ?? []]));
}

/** Parents before their parts (one level is all the map uses; a cycle would throw). */
function inElternReihenfolge(karte: readonly DatenschutzTabelle[]): DatenschutzTabelle[] {
  const fertig = new Set<string>();
  const reihenfolge: DatenschutzTabelle[] = [];
  let offen = [...karte];
  while (offen.length > 0) {
    const bereit = offen.filter((tabelle) => !tabelle.teilVon || fertig.has(tabelle.teilVon.tabelle));
    if (bereit.length === 0)
      throw new Error(`teilVon ohne Eltern: ${offen.map((t) => t.tabelle).join(', ')}`);
    for (const tabelle of bereit) fertig.add(tabelle.tabelle);
    reihenfolge.push(...bereit);
    offen = offen.filter((tabelle) => !bereit.includes(tabelle));
  }
  return reihenfolge;
}

async function emailOf(manager: EntityManager, benutzerId: number): Promise<string | null> {
  const row: { email: string | null } | undefined = await manager
    .createQueryBuilder()
    .select('b.email', 'email')
    .from('benutzer', 'b')
    .where('b.id = :id', { id: benutzerId })
    .getRawOne();
  return row?.email ? row.email.trim().toLowerCase() : null;
}

async function zeilenVon(
  manager: EntityManager,
  tabelle: DatenschutzTabelle,
  benutzerId: number,
  email: string | null,
  bisher: Datensammlung,
): Promise<Zeile[]> {
  const bedingungen: string[] = [];
  for (const [spalte, art] of Object.entries(tabelle.spalten)) {
    if (art.art === 'benutzer' && art.export) bedingungen.push(`t.${escape(manager, spalte)} = :benutzerId`);
    if (art.art === 'kopie' && email !== null)
      bedingungen.push(`LOWER(t.${escape(manager, spalte)}) = :email`);
  }
  const gefunden = new Map<unknown, Zeile>();
  if (bedingungen.length > 0) {
    const rows = await abfrage(manager, tabelle)
      .where(`(${bedingungen.join(' OR ')})`, { benutzerId, email })
      .getMany();
    for (const row of rows) gefunden.set(row['id'], alsZeile(manager, tabelle, row));
  }
  if (tabelle.teilVon) {
    const elternIds = (bisher.get(tabelle.teilVon.tabelle) ?? []).map((zeile) => zeile['id']);
    for (const ids of inPortionen(elternIds)) {
      const rows = await abfrage(manager, tabelle)
        .where(`t.${escape(manager, tabelle.teilVon.spalte)} IN (:...ids)`, { ids })
        .getMany();
      for (const row of rows) gefunden.set(row['id'], alsZeile(manager, tabelle, row));
    }
  }
  return [...gefunden.values()];
}

/** The table's entity (for typed values: dates, booleans) with every column that is not a secret. */
function abfrage(manager: EntityManager, tabelle: DatenschutzTabelle) {
  const metadata = metadataOf(manager, tabelle.tabelle);
  const spalten = Object.entries(tabelle.spalten)
    .filter(([, art]) => art.art !== 'geheim')
    .map(([spalte]) => `t.${propertyOf(metadata, spalte)}`);
  return manager
    .getRepository<ObjectLiteral>(metadata.target)
    .createQueryBuilder('t')
    .select(spalten)
    .orderBy('t.id');
}

function alsZeile(manager: EntityManager, tabelle: DatenschutzTabelle, row: ObjectLiteral): Zeile {
  const metadata = metadataOf(manager, tabelle.tabelle);
  const zeile: Zeile = {};
  for (const [spalte, art] of Object.entries(tabelle.spalten)) {
    if (art.art === 'geheim') continue;
    const wert: unknown = row[propertyOf(metadata, spalte)];
    zeile[spalte] = wert instanceof Date ? wert.toISOString() : (wert ?? null);
  }
  return zeile;
}

function metadataOf(manager: EntityManager, tabelle: string) {
  const metadata = manager.connection.entityMetadatas.find((eintrag) => eintrag.tableName === tabelle);
  if (!metadata) throw new Error(`Keine Entity für die Tabelle ${tabelle}`);
  return metadata;
}

function propertyOf(metadata: ReturnType<typeof metadataOf>, spalte: string): string {
  const column = metadata.findColumnWithDatabaseName(spalte);
  if (!column) throw new Error(`${metadata.tableName}.${spalte}: keine Spalte der Entity`);
  return column.propertyName;
}
