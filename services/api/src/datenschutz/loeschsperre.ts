import { HttpStatus } from '@nestjs/common';
import type { EntityManager, QueryRunner } from 'typeorm';
import { ApiException } from '../common/api-exception';

const NAME = 'lernstapel_datenschutz_loeschung';
const GEHALTEN = 'datenschutzLoeschsperre';
/** Seconds per try: below the statement timeout (DB_QUERY_TIMEOUT_MS), so a wait is never cut off as a fault. */
const SEKUNDEN_JE_VERSUCH = 3;
const VERSUCHE = 15;

/**
 * Deletions through the privacy map touch rows of nearly every table, most by columns without an index
 * (create_user_id, autor_id …), which InnoDB locks table-wide while it scans: two deletions at once
 * deadlock or time out. They are rare, so on MySQL/MariaDB they take turns under one named lock,
 * held by the deletion's connection until its transaction ends (loeschsperreFreigeben, from the
 * commit and rollback events). SQLite writes one transaction at a time anyway.
 */
export async function loeschsperre(manager: EntityManager): Promise<void> {
  const queryRunner = manager.queryRunner;
  const typ = manager.connection.options.type;
  if ((typ !== 'mysql' && typ !== 'mariadb') || !queryRunner?.isTransactionActive) return;
  if (queryRunner.data[GEHALTEN]) return;
  for (let versuch = 0; versuch < VERSUCHE; versuch++) {
    const [zeile] = (await manager.query('SELECT GET_LOCK(?, ?) AS ok', [NAME, SEKUNDEN_JE_VERSUCH])) as {
      ok: number | string | null;
    }[];
    if (Number(zeile?.ok) === 1) {
      queryRunner.data[GEHALTEN] = true;
      return;
    }
  }
  throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'fehler.datenbankNichtErreichbar');
}

/** After the transaction of a deletion (committed or rolled back), its connection gives the lock back. */
export async function loeschsperreFreigeben(queryRunner: QueryRunner): Promise<void> {
  if (!queryRunner.data[GEHALTEN] || queryRunner.isTransactionActive) return;
  delete queryRunner.data[GEHALTEN];
  await queryRunner.query('SELECT RELEASE_LOCK(?)', [NAME]);
}
