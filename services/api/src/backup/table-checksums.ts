import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** Row count and a SHA-256 over every row, in a fixed order, of one table. */
export interface TableChecksum {
  rows: number;
  sha256: string;
}

/** A value as text the same way whichever driver read it (mysql2 Dates and Buffers, SQLite numbers). */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return '\u0000';
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `x${value.toString('hex')}`;
  return String(value);
}

/** Each row as one line of canonical values: comparable between a live database and its restored copy. */
export function rowLines(rows: readonly Record<string, unknown>[]): string[] {
  return rows.map((row) => JSON.stringify(Object.values(row).map(canonical)));
}

export async function tableNames(dataSource: DataSource): Promise<string[]> {
  const rows: { name: string }[] =
    dataSource.options.type === 'mysql'
      ? await dataSource.query(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'",
        )
      : await dataSource.query(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        );
  return rows.map((row) => row.name).sort();
}

/** Every row of a table, ordered by all its columns (no table here has two equal rows). */
export async function tableRows(dataSource: DataSource, table: string): Promise<Record<string, unknown>[]> {
  const quote = (name: string) => (dataSource.options.type === 'mysql' ? `\`${name}\`` : `"${name}"`);
  const [first] = (await dataSource.query(`SELECT * FROM ${quote(table)} LIMIT 1`)) as Record<
    string,
    unknown
  >[];
  if (!first) return [];
  const order = Object.keys(first).map((_column, index) => String(index + 1));
  return dataSource.query(`SELECT * FROM ${quote(table)} ORDER BY ${order.join(', ')}`);
}

/** Row count and checksum of every table: what a restore must give back. */
export async function tableChecksums(dataSource: DataSource): Promise<Record<string, TableChecksum>> {
  const result: Record<string, TableChecksum> = {};
  for (const table of await tableNames(dataSource)) {
    const lines = rowLines(await tableRows(dataSource, table));
    result[table] = {
      rows: lines.length,
      sha256: createHash('sha256').update(lines.join('\n')).digest('hex'),
    };
  }
  return result;
}
