import type { EntityManager, ObjectLiteral } from 'typeorm';
import type { DatenschutzTabelle } from '../datenschutzdeklaration/datenschutz-tabelle';
import { escape, inPortionen } from './karten-spalten';

export type Zeile = Record<string, unknown>;

/** Table → the user's rows, in the order of the map. */
export type Datensammlung = Map<string, Zeile[]>;

/**
 * Art. 15/20: everything the map ties to one user: rows where an exported user column is theirs, rows
 * holding their e-mail, and the parts (teilVon) of those rows. Secret columns are never selected.
 */
export async function sammleDaten(
  manager: EntityManager,
  benutzerId: number,
  karte: readonly DatenschutzTabelle[],
): Promise<Datensammlung> {
  const email = await emailOf(manager, benutzerId);
  const sammlung: Datensammlung = new Map();
  for (const tabelle of inElternReihenfolge(karte)) {
    sammlung.set(tabelle.tabelle, await zeilenVon(manager, tabelle, benutzerId, email, sammlung));
  }
  // Back into the map's order, so the files read like the map.
  return new Map(karte.map((tabelle) => [tabelle.tabelle, sammlung.get(tabelle.tabelle) ?? []]));
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
  const alsZeile = zeilenUmwandler(manager, tabelle);
  const gefunden = new Map<unknown, Zeile>();
  if (bedingungen.length > 0) {
    const rows = await abfrage(manager, tabelle)
      .where(`(${bedingungen.join(' OR ')})`, { benutzerId, email })
      .getRawMany<ObjectLiteral>();
    for (const row of rows) gefunden.set(row['id'], alsZeile(row));
  }
  if (tabelle.teilVon) {
    const elternIds = (bisher.get(tabelle.teilVon.tabelle) ?? []).map((zeile) => zeile['id']);
    for (const ids of inPortionen(elternIds)) {
      const rows = await abfrage(manager, tabelle)
        .where(`t.${escape(manager, tabelle.teilVon.spalte)} IN (:...ids)`, { ids })
        .getRawMany<ObjectLiteral>();
      for (const row of rows) gefunden.set(row['id'], alsZeile(row));
    }
  }
  return [...gefunden.values()];
}

/** Every column of the table that is not a secret, read raw (entity hydration is slow for 10,000 cards). */
function abfrage(manager: EntityManager, tabelle: DatenschutzTabelle) {
  const spalten = Object.entries(tabelle.spalten).filter(([, art]) => art.art !== 'geheim');
  let query = manager.createQueryBuilder().from(tabelle.tabelle, 't');
  for (const [spalte] of spalten) query = query.addSelect(`t.${escape(manager, spalte)}`, spalte);
  return query.orderBy('t.id');
}

/** Raw rows → values typed as the entity would have them (dates, booleans), by the driver's own conversion. */
function zeilenUmwandler(manager: EntityManager, tabelle: DatenschutzTabelle): (row: ObjectLiteral) => Zeile {
  const metadata = metadataOf(manager, tabelle.tabelle);
  const spalten = Object.entries(tabelle.spalten)
    .filter(([, art]) => art.art !== 'geheim')
    .map(([spalte]) => [spalte, metadata.findColumnWithDatabaseName(spalte)] as const);
  const { driver } = manager.connection;
  return (row) => {
    const zeile: Zeile = {};
    for (const [spalte, column] of spalten) {
      const roh: unknown = row[spalte];
      const wert: unknown = column && roh !== null ? driver.prepareHydratedValue(roh, column) : roh;
      zeile[spalte] = wert instanceof Date ? wert.toISOString() : (wert ?? null);
    }
    return zeile;
  };
}

function metadataOf(manager: EntityManager, tabelle: string) {
  const metadata = manager.connection.entityMetadatas.find((eintrag) => eintrag.tableName === tabelle);
  if (!metadata) throw new Error(`Keine Entity für die Tabelle ${tabelle}`);
  return metadata;
}
