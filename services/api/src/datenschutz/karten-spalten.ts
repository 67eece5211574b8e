import type { EntityManager } from 'typeorm';
import type {
  BenutzerSpalte,
  DatenschutzTabelle,
  KopieSpalte,
} from '../datenschutzdeklaration/datenschutz-tabelle';

export interface Bezug<S> {
  tabelle: DatenschutzTabelle;
  spalte: string;
  art: S;
}

/** Every column of the map that references a user, with its table. */
export function benutzerSpalten(karte: readonly DatenschutzTabelle[]): Bezug<BenutzerSpalte>[] {
  return karte.flatMap((tabelle) =>
    Object.entries(tabelle.spalten).flatMap(([spalte, art]) =>
      art.art === 'benutzer' ? [{ tabelle, spalte, art }] : [],
    ),
  );
}

/** Every column of the map that holds a copy of a user's value. */
export function kopieSpalten(karte: readonly DatenschutzTabelle[]): Bezug<KopieSpalte>[] {
  return karte.flatMap((tabelle) =>
    Object.entries(tabelle.spalten).flatMap(([spalte, art]) =>
      art.art === 'kopie' ? [{ tabelle, spalte, art }] : [],
    ),
  );
}

/** IN-lists stay below every driver's parameter limit. */
export function inPortionen<T>(werte: readonly T[], groesse = 500): T[][] {
  const portionen: T[][] = [];
  for (let i = 0; i < werte.length; i += groesse) portionen.push(werte.slice(i, i + groesse));
  return portionen;
}

export function escape(manager: EntityManager, name: string): string {
  return manager.connection.driver.escape(name);
}

/** Nullability from the entity metadata: anonymising a NOT NULL reference (create_user_id) writes 0. */
export function darfNullSein(manager: EntityManager, tabelle: string, spalte: string): boolean {
  const metadata = manager.connection.entityMetadatas.find((eintrag) => eintrag.tableName === tabelle);
  return metadata?.findColumnWithDatabaseName(spalte)?.isNullable ?? true;
}
