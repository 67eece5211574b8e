import type { TextKey } from '@lernstapel/texts';

/** The session user's fields the label of the teachers page depends on (01 §3). */
export interface LehrkraefteLabelInput {
  ist_schueler: boolean;
  ist_main_admin: boolean;
  schule_id: number | null;
  kann_lehrpersonen_bearbeiten: boolean;
  kann_schuldaten_bearbeiten: boolean;
}

/**
 * 01 §2: the teachers page ('lehrkraefte') is labelled 'Verwaltung' with both administrative rights,
 * otherwise 'Lehrpersonen' or 'Schule'. An individual person (no school) sees it as 'Schule' to
 * order a licence for a school (01 §6). Pupils, main administrators and teachers without a flag
 * have no such page: null.
 */
export function lehrkraefteLabel(user: LehrkraefteLabelInput): TextKey | null {
  if (user.ist_schueler || user.ist_main_admin) return null;
  if (user.schule_id === null) return 'menue.schule';
  if (user.kann_lehrpersonen_bearbeiten && user.kann_schuldaten_bearbeiten) return 'menue.verwaltung';
  if (user.kann_lehrpersonen_bearbeiten) return 'menue.lehrpersonen';
  if (user.kann_schuldaten_bearbeiten) return 'menue.schule';
  return null;
}
