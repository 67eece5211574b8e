import { type FindOptionsWhere, IsNull } from 'typeorm';
import type { AuthUser } from '../identitaet/auth-user';
import type { Benutzer } from './entities/benutzer.entity';

/**
 * Who a user may share a stack with, hand it in to or edit it with in a team (01 §2, §6, DEVIATIONS 4:
 * the own school only). Teachers: every teacher and pupil of the school (an individual without a
 * school: the pupils of the own class). Pupils: the teachers of the school and the pupils of the own
 * class. Main administrators share nothing. The rule teilenEmpfaenger then takes a pupil out of
 * their own list (01 §6).
 */
export function teilbarWhere(user: AuthUser): FindOptionsWhere<Benutzer>[] {
  const schule = user.schule_id === null ? IsNull() : user.schule_id;
  const klasse: FindOptionsWhere<Benutzer> | null =
    user.klassen_code === null
      ? null
      : { klassen_code: user.klassen_code, schule_id: schule, ist_schueler: true };
  if (user.rolle === 'teacher') {
    if (user.schule_id !== null) return [{ schule_id: user.schule_id, ist_main_admin: false }];
    return klasse ? [klasse] : [];
  }
  if (user.rolle !== 'pupil') return [];
  const lehrpersonen: FindOptionsWhere<Benutzer>[] =
    user.schule_id === null
      ? []
      : [{ schule_id: user.schule_id, ist_schueler: false, ist_main_admin: false }];
  return klasse ? [...lehrpersonen, klasse] : lehrpersonen;
}
