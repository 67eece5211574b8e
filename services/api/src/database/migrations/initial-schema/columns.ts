import type { TableColumnOptions, TableForeignKeyOptions, TableIndexOptions } from 'typeorm';

/**
 * Column, key and index builders for the initial schema. Only types that behave the same on
 * better-sqlite3 and MySQL/MariaDB are used (stack brief §4.1): 'integer' (never 'int': SQLite
 * autoincrement needs INTEGER), varchar(n), text, boolean (tinyint on MySQL; defaults as 0/1),
 * datetime, double, decimal. Every key and index has an explicit name (≤ 64 characters, MySQL).
 * Part of a migration: never change these builders, add new ones for later migrations instead.
 */
type OnDelete = 'CASCADE' | 'SET NULL';

interface ColumnOptions {
  nullable?: boolean;
  default?: string | number;
}

const MAX_IDENTIFIER = 64;

function checkedName(name: string): string {
  if (name.length > MAX_IDENTIFIER) {
    throw new Error(`Identifier longer than ${MAX_IDENTIFIER} characters: ${name}`);
  }
  return name;
}

export function idColumn(): TableColumnOptions {
  return { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
}

export function intColumn(name: string, options: ColumnOptions = {}): TableColumnOptions {
  return { name, type: 'integer', isNullable: options.nullable ?? false, default: options.default };
}

export function varcharColumn(name: string, length: number, options: ColumnOptions = {}): TableColumnOptions {
  return {
    name,
    type: 'varchar',
    length: String(length),
    isNullable: options.nullable ?? false,
    default: options.default === undefined ? undefined : `'${String(options.default)}'`,
  };
}

/** varchar compared case-sensitively: utf8mb4_bin on MySQL (its default collation ignores case); SQLite compares binary anyway. */
export function binaryVarcharColumn(name: string, length: number, mysql: boolean): TableColumnOptions {
  return {
    name,
    type: 'varchar',
    length: String(length),
    isNullable: false,
    collation: mysql ? 'utf8mb4_bin' : undefined,
  };
}

export function textColumn(
  name: string,
  options: Pick<ColumnOptions, 'nullable'> = { nullable: true },
): TableColumnOptions {
  return { name, type: 'text', isNullable: options.nullable ?? true };
}

export function boolColumn(name: string, defaultValue: 0 | 1 = 0): TableColumnOptions {
  return { name, type: 'boolean', isNullable: false, default: defaultValue };
}

export function nullableBoolColumn(name: string): TableColumnOptions {
  return { name, type: 'boolean', isNullable: true };
}

export function datetimeColumn(
  name: string,
  options: { nullable?: boolean; now?: boolean } = {},
): TableColumnOptions {
  return {
    name,
    type: 'datetime',
    isNullable: options.nullable ?? false,
    default: options.now === true ? 'CURRENT_TIMESTAMP' : undefined,
  };
}

export function doubleColumn(name: string, options: ColumnOptions = {}): TableColumnOptions {
  return { name, type: 'double', isNullable: options.nullable ?? false, default: options.default };
}

export function decimalColumn(name: string, precision: number, scale: number): TableColumnOptions {
  return { name, type: 'decimal', precision, scale, isNullable: false };
}

export function foreignKey(
  table: string,
  column: string,
  referencedTable: string,
  onDelete: OnDelete,
): TableForeignKeyOptions {
  return {
    name: checkedName(`FK_${table}_${column}`),
    columnNames: [column],
    referencedTableName: referencedTable,
    referencedColumnNames: ['id'],
    onDelete,
  };
}

export function index(table: string, columns: string[]): TableIndexOptions {
  return { name: checkedName(`IDX_${table}_${columns.join('_')}`), columnNames: columns };
}

/** `name` overrides the generated one where that would exceed 64 characters. */
export function uniqueIndex(table: string, columns: string[], name?: string): TableIndexOptions {
  return {
    name: checkedName(name ?? `UQ_${table}_${columns.join('_')}`),
    columnNames: columns,
    isUnique: true,
  };
}
