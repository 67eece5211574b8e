import type { EntityManager } from 'typeorm';
import { Stapelergebnis } from './entities/stapelergebnis.entity';

/**
 * Deletes every result of a stack (02 §4 stack reset), in the caller's transaction.
 *
 * A command function rather than a service method: the quiz resets the stack, and this module imports
 * the cards module for the card count and the quiz answers (no import cycle).
 */
export async function stapelergebnisseLoeschen(manager: EntityManager, stapelId: number): Promise<void> {
  await manager.delete(Stapelergebnis, { unterrichtsmodul_id: stapelId });
}
