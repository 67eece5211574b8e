import type { SessionUser } from '@lernstapel/contracts';
import type { TextKey } from '@lernstapel/texts';

/** 01 §2 "Aktuelle Konfiguration": the role description of `user`. */
export function roleKey(
  user: Pick<
    SessionUser,
    | 'ist_main_admin'
    | 'ist_schueler'
    | 'schule_id'
    | 'kann_lehrpersonen_bearbeiten'
    | 'kann_schuldaten_bearbeiten'
  >,
): TextKey {
  if (user.ist_main_admin) return 'dashboard.rolleHauptadmin';
  if (user.ist_schueler) return 'dashboard.rolleSchueler';
  if (user.schule_id === null) return 'dashboard.rolleEinzelperson';
  // Either administrative right is a right of the school's administration (01 §6).
  if (user.kann_lehrpersonen_bearbeiten || user.kann_schuldaten_bearbeiten)
    return 'dashboard.rolleVerwaltung';
  return 'dashboard.rolleLehrperson';
}
