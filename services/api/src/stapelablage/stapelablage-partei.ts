import { type EntityManager, In, Not } from 'typeorm';
import { stapelablageAktion } from '@lernstapel/rules';
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

/**
 * 01 §4 / 02 §6: the stacks among `stapelIds` with an open hand-in (a record not 'Fertig') — "in the
 * submission tray". A query function for the stacks module's lists (see above).
 */
export async function stapelInAblage(
  manager: EntityManager,
  stapelIds: readonly number[],
): Promise<Set<number>> {
  const eindeutig = [...new Set(stapelIds)];
  if (eindeutig.length === 0) return new Set();
  const offen = await manager.find(Stapelablage, {
    select: { id: true, unterrichtsmodule_id: true },
    where: { unterrichtsmodule_id: In(eindeutig), status: Not('Fertig') },
  });
  return new Set(offen.map((eintrag) => eintrag.unterrichtsmodule_id));
}

/**
 * 02 §6: is the user the reviewer of a hand-in of the stack while it is the reviewer's turn
 * (stapelablageAktion 'ueberpruefen')? Then they may set correction marks on its cards.
 */
export async function istPrueferAmZug(
  manager: EntityManager,
  stapelId: number,
  benutzerId: number,
): Promise<boolean> {
  const eintraege = await manager.find(Stapelablage, {
    select: { id: true, status: true, stapel_absender_id: true, stapel_eigentuemer_id: true },
    where: { unterrichtsmodule_id: stapelId, stapel_eigentuemer_id: benutzerId },
  });
  return eintraege.some((eintrag) => stapelablageAktion(eintrag, benutzerId) === 'ueberpruefen');
}
