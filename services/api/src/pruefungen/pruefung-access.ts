import type { AuthUser } from '../identitaet/auth-user';
import type { Pruefung } from './entities/pruefung.entity';

/**
 * May the user open exam `pruefung` (GET /api/pruefungen/id/{id}; DEVIATIONS 4)?
 * `schuleId` is the exam's school: its schule_id, else its creator's school.
 * - Teachers: the creator, and the teachers of the exam's class in that school (01 §6: a teacher
 *   manages their own class and creates its exams; no administrative flag opens other classes).
 * - Pupils: only a released exam of their own class in their own school (01 §4: pupils see only
 *   released exams; class codes are unique per school only).
 * - Main administrators have no class and no school's exams.
 */
export function mayReadPruefung(user: AuthUser, pruefung: Pruefung, schuleId: number | null): boolean {
  switch (user.rolle) {
    case 'teacher':
      return (
        user.id === pruefung.ersteller_benutzer_id ||
        (schuleId !== null && user.schule_id === schuleId && user.klassen_code === pruefung.klassen_code)
      );
    case 'pupil':
      return (
        pruefung.freigegeben && user.klassen_code === pruefung.klassen_code && user.schule_id === schuleId
      );
    case 'mainAdmin':
      return false;
  }
}
