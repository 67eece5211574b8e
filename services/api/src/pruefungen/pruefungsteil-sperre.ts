import type { EntityManager, FindOneOptions } from 'typeorm';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';

/**
 * A MySQL/MariaDB row lock (FOR UPDATE: TypeORM writes a shared lock as MySQL 8's 'FOR SHARE', which
 * MariaDB does not know); SQLite writes one transaction at a time and has none.
 */
function sperre(manager: EntityManager): Pick<FindOneOptions, 'lock'> {
  return manager.connection.options.type === 'mysql' ? { lock: { mode: 'pessimistic_write' } } : {};
}

/**
 * Whether exam `pruefungId` has a part, read with a lock inside the caller's transaction: the
 * release (an exam without questions is never released) and the saving of the parts lock the exam
 * row first and its parts second (issue 22 §3), so neither slips between the other's read and write.
 */
export async function hatTeile(manager: EntityManager, pruefungId: number): Promise<boolean> {
  const teil = await manager.findOne(Pruefungsteil, {
    select: { id: true },
    where: { pruefung_id: pruefungId },
    ...sperre(manager),
  });
  return teil !== null;
}

/** Whether exam `pruefungId` is released, read with a lock inside the caller's transaction. */
export async function istFreigegeben(manager: EntityManager, pruefungId: number): Promise<boolean> {
  const pruefung = await manager.findOne(Pruefung, {
    select: { id: true, freigegeben: true },
    where: { id: pruefungId },
    ...sperre(manager),
  });
  return pruefung?.freigegeben === true;
}
