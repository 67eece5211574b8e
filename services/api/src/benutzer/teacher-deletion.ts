import type { EntityManager } from 'typeorm';
import type { DatenschutzService } from '../datenschutz/datenschutz.service';
import { Benutzer } from './entities/benutzer.entity';

/**
 * Deletes a teacher with everything of theirs (01 §6), inside the caller's transaction:
 * - the pupils they created (create_user_id) — "their pupils"; pupils a colleague created stay, even
 *   in a shared class code;
 * - teachers they created get `newCreatorId` as creator (the acting user who deletes, or 0 for an
 *   account deletion), so no row names a user that no longer exists;
 * - the pupils and the teacher go through the privacy map (issue 16): their rows are deleted, or
 *   anonymised where they belong to someone else (a card in a colleague's stack, a licence order).
 */
export async function deleteTeacherWithPupils(
  manager: EntityManager,
  datenschutz: DatenschutzService,
  teacherId: number,
  newCreatorId: number,
): Promise<void> {
  await datenschutz.sperreLoeschungen(manager);
  const pupils = await manager.find(Benutzer, {
    select: { id: true },
    where: { create_user_id: teacherId, ist_schueler: true },
  });
  await manager.update(
    Benutzer,
    { create_user_id: teacherId, ist_schueler: false },
    { create_user_id: newCreatorId },
  );
  await datenschutz.loescheBenutzer(manager, [...pupils.map((pupil) => pupil.id), teacherId]);
}
