import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/**
 * Plain SQL for a hot path (the quiz's box update): TypeORM's query builder costs more CPU than the
 * statement itself. These helpers keep what the builder did for us: the entity's table and column
 * names, values converted by the driver (a date is a DATETIME on MySQL and UTC text on SQLite), and
 * the number of rows a write changed. Placeholders are `?` on both drivers.
 */

/** The entity's columns for an explicit select list: `alias.spalte, …`. */
export function spaltenVon(
  dataSource: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  alias: string,
): string {
  return dataSource
    .getMetadata(entity)
    .columns.map((column) => `${alias}.${column.databaseName}`)
    .join(', ');
}

/** A raw row (columns by their database names) as the entity TypeORM would have hydrated. */
export function alsEntity<E extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<E>,
  row: Record<string, unknown>,
): E {
  const result: Record<string, unknown> = {};
  for (const column of dataSource.getMetadata(entity).columns) {
    result[column.propertyName] = dataSource.driver.prepareHydratedValue(row[column.databaseName], column);
  }
  return result as E;
}

/** `werte` as column names and the values the driver stores, in the order of `werte`. */
function spaltenUndWerte<E extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<E>,
  werte: Partial<E>,
): [string[], unknown[]] {
  const metadata = dataSource.getMetadata(entity);
  const spalten: string[] = [];
  const parameter: unknown[] = [];
  for (const [name, wert] of Object.entries(werte)) {
    const column = metadata.findColumnWithPropertyName(name);
    if (!column) throw new Error(`${metadata.name} has no column ${name}`);
    spalten.push(column.databaseName);
    parameter.push(dataSource.driver.preparePersistentValue(wert, column));
  }
  return [spalten, parameter];
}

/** INSERT of one row; columns left out get their defaults. */
export async function einfuegen<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  werte: Partial<E>,
): Promise<void> {
  const [spalten, parameter] = spaltenUndWerte(manager.connection, entity, werte);
  const tabelle = manager.connection.getMetadata(entity).tableName;
  await manager.query(
    `INSERT INTO ${tabelle} (${spalten.join(', ')}) VALUES (${spalten.map(() => '?').join(', ')})`,
    parameter,
  );
}

/** UPDATE of the rows matching every value of `wo`; answers how many rows it changed. */
export async function aendern<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  werte: Partial<E>,
  wo: Partial<E>,
): Promise<number> {
  if (!manager.queryRunner) throw new Error('aendern runs inside a transaction');
  const [gesetzt, neu] = spaltenUndWerte(manager.connection, entity, werte);
  const [bedingt, alt] = spaltenUndWerte(manager.connection, entity, wo);
  if (bedingt.length === 0) throw new Error('aendern changes chosen rows, never a whole table');
  const tabelle = manager.connection.getMetadata(entity).tableName;
  const sql = `UPDATE ${tabelle} SET ${gesetzt.map((spalte) => `${spalte} = ?`).join(', ')} WHERE ${bedingt
    .map((spalte) => `${spalte} = ?`)
    .join(' AND ')}`;
  const { affected } = await manager.queryRunner.query(sql, [...neu, ...alt], true);
  return affected ?? 0;
}

/**
 * INSERT of one row through TypeORM (values converted, defaults left to the database), answering the
 * new id without reading the row back: `save` and `insert` select the columns with defaults after
 * the INSERT, one more round trip nobody needs when only the id is used.
 */
export async function einfuegenMitId<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  werte: QueryDeepPartialEntity<E>,
): Promise<number> {
  const { raw } = await manager
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values(werte)
    .updateEntity(false)
    .execute();
  // The one row's generated id: row 0 of 1 (MySQL: insertId; SQLite: the last row id).
  const metadata = manager.connection.getMetadata(entity);
  const generated = manager.connection.driver.createGeneratedMap(metadata, raw, 0, 1);
  return Number(generated?.['id']);
}
