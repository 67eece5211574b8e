import type { ValueTransformer } from 'typeorm';

/**
 * mysql2 hands DECIMAL columns back as strings, better-sqlite3 as numbers.
 * This transformer makes both drivers yield `number | null`.
 */
export const DECIMAL_TO_NUMBER: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};
