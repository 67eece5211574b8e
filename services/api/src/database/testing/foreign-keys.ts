import type { DataSource } from 'typeorm';

export interface ForeignKey {
  table: string;
  column: string;
  parent: string;
}

/** Every FK the database itself knows, over all entity tables. */
export async function foreignKeys(dataSource: DataSource): Promise<ForeignKey[]> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    const keys: ForeignKey[] = [];
    for (const { tableName } of dataSource.entityMetadatas) {
      const table = await queryRunner.getTable(tableName);
      for (const fk of table?.foreignKeys ?? []) {
        const [column] = fk.columnNames;
        const parent = fk.referencedTableName.split('.').pop() ?? fk.referencedTableName;
        if (column !== undefined) keys.push({ table: tableName, column, parent });
      }
    }
    return keys;
  } finally {
    await queryRunner.release();
  }
}

export async function countBySql(
  dataSource: DataSource,
  sql: string,
  params: unknown[] = [],
): Promise<number> {
  const rows: { n: number | string }[] = await dataSource.query(sql, params);
  return Number(rows[0]?.n);
}

export function countRows(dataSource: DataSource, table: string): Promise<number> {
  return countBySql(dataSource, `SELECT COUNT(*) AS n FROM ${dataSource.driver.escape(table)}`);
}

/** Per FK column: child rows whose non-null value points at no parent row. */
export async function danglingReferences(
  dataSource: DataSource,
  keys: readonly ForeignKey[],
): Promise<[string, number][]> {
  const escape = (name: string) => dataSource.driver.escape(name);
  const result: [string, number][] = [];
  for (const key of keys) {
    const n = await countBySql(
      dataSource,
      `SELECT COUNT(*) AS n FROM ${escape(key.table)} c LEFT JOIN ${escape(key.parent)} p ON c.${escape(key.column)} = p.${escape('id')} ` +
        `WHERE c.${escape(key.column)} IS NOT NULL AND p.${escape('id')} IS NULL`,
    );
    result.push([`${key.table}.${key.column}`, n]);
  }
  return result;
}
