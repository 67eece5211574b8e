import type { EntityManager } from 'typeorm';
import { Stapelablage } from './entities/stapelablage.entity';

/**
 * Is the user a party of a hand-in record of the stack, as sender or as owner (DEVIATIONS 4: may read
 * the stack)? A query function rather than a service method: the hand-in module imports the stacks
 * module for the stack titles, and the stacks module's read check needs this (no import cycle).
 */
export function isStapelablagePartei(
  manager: EntityManager,
  stapelId: number,
  benutzerId: number,
): Promise<boolean> {
  return manager.existsBy(Stapelablage, [
    { unterrichtsmodule_id: stapelId, stapel_absender_id: benutzerId },
    { unterrichtsmodule_id: stapelId, stapel_eigentuemer_id: benutzerId },
  ]);
}
