import { HttpStatus } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { DatenexportEintrag } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import { Datenexport } from './entities/datenexport.entity';

/** The newest entries shown; older ones stay in the table (and in the exported person's own export). */
export const DATENEXPORTE_MAX = 200;

/**
 * Issue 29 §2: the exports of other people's data for the school's administrators (either flag of
 * 01 §6: they run the school) — exports of their school's people; a main administrator sees all, with
 * each person's school (the 'Datenexporte' tab of the admin area).
 */
export async function datenexporteFuer(
  dataSource: DataSource,
  user: AuthUser,
): Promise<DatenexportEintrag[]> {
  const verwaltet = user.kann_lehrpersonen_bearbeiten || user.kann_schuldaten_bearbeiten;
  if (user.rolle !== 'mainAdmin' && (user.rolle !== 'teacher' || !verwaltet || user.schule_id === null)) {
    throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
  }
  let query = dataSource
    .createQueryBuilder()
    .select(['d.id AS id', 'd.erstellt_am AS erstellt_am', 'd.umfang AS umfang'])
    .addSelect('v.namevoll', 'exportiert_von')
    .addSelect('b.namevoll', 'betroffener')
    .addSelect('s.name1', 'schule')
    .from('datenexport', 'd')
    .innerJoin('benutzer', 'b', 'b.id = d.betroffener_id')
    .leftJoin('benutzer', 'v', 'v.id = d.exportiert_von_id')
    .leftJoin('schule', 's', 's.id = d.schule_id');
  if (user.rolle !== 'mainAdmin')
    query = query.where('d.schule_id = :schuleId', { schuleId: user.schule_id });
  const rows: Record<string, unknown>[] = await query
    .orderBy('d.erstellt_am', 'DESC')
    .addOrderBy('d.id', 'DESC')
    .limit(DATENEXPORTE_MAX)
    .getRawMany();
  // The driver's own conversion: a DATETIME on MySQL, UTC text on SQLite.
  const spalte = dataSource.getMetadata(Datenexport).findColumnWithPropertyName('erstellt_am');
  const zeit = (wert: unknown): string =>
    (spalte
      ? (dataSource.driver.prepareHydratedValue(wert, spalte) as Date)
      : new Date(String(wert))
    ).toISOString();
  return rows.map((row) => ({
    id: Number(row['id']),
    erstellt_am: zeit(row['erstellt_am']),
    umfang: row['umfang'] === 'vollstaendig' ? 'vollstaendig' : 'lehrersicht',
    exportiert_von: typeof row['exportiert_von'] === 'string' ? row['exportiert_von'] : null,
    betroffener: typeof row['betroffener'] === 'string' ? row['betroffener'] : '',
    schule: typeof row['schule'] === 'string' ? row['schule'] : null,
  }));
}
