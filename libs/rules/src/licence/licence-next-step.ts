/**
 * Issue 23: who takes the next step towards a school licence, so that the notice names this user's
 * step. Whoever may edit the school data orders it (01 §5, §9), an individual person orders it for
 * their new school (01 §6); any other teacher asks the school's administration; a pupil's teacher
 * sees to it. The school's own administrator is never sent to "the administration".
 */
export type LicenceNextStep = 'selbstBestellen' | 'schuladministration' | 'lehrperson';

export interface LicenceNextStepInput {
  ist_schueler: boolean;
  schule_id: number | null;
  kann_schuldaten_bearbeiten: boolean;
}

export function licenceNextStep(user: LicenceNextStepInput): LicenceNextStep {
  if (user.ist_schueler) return 'lehrperson';
  if (user.schule_id === null || user.kann_schuldaten_bearbeiten) return 'selbstBestellen';
  return 'schuladministration';
}
