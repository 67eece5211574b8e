import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Schule } from './entities/schule.entity';

/**
 * Adds each user's school (its id and `spalten`, via benutzer.schule) to a query over benutzer, so
 * that a user and their school are read in one query (the session user, the admin's user list).
 * The joined alias is `schule`; users without a school get null.
 */
export function joinSchule<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  benutzerAlias: string,
  spalten: readonly (keyof Schule & string)[],
): SelectQueryBuilder<T> {
  return query
    .leftJoin(`${benutzerAlias}.schule`, 'schule')
    .addSelect(['schule.id', ...spalten.map((spalte) => `schule.${spalte}`)]);
}
