import { Benutzer } from './entities/benutzer.entity';
import type { EntityManager } from 'typeorm';

/**
 * Deletes a teacher with everything of theirs (01 §6), inside the caller's transaction:
 * - the pupils they created (create_user_id) — "their pupils"; pupils a colleague created stay, even
 *   in a shared class code;
 * - the teacher row: the foreign keys cascade to their stacks, cards, folders, shares, hand-ins, exams,
 *   races, settings, activity entries, sessions and remember tokens, pending mails; SET NULL where
 *   the row belongs to someone else (a card they wrote in a colleague's stack, a licence order);
 * - teachers they created get `newCreatorId` as creator (create_user_id is no FK: the acting user
 *   who deletes, or 0 for an account deletion), so no row names a user that no longer exists.
 */
export async function deleteTeacherWithPupils(
  manager: EntityManager,
  teacherId: number,
  newCreatorId: number,
): Promise<void> {
  await manager.delete(Benutzer, { create_user_id: teacherId, ist_schueler: true });
  await manager.update(Benutzer, { create_user_id: teacherId }, { create_user_id: newCreatorId });
  await manager.delete(Benutzer, { id: teacherId });
}
