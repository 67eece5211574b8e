import type { EigeneSchuleSpeichernRequest } from '@lernstapel/contracts';
import { schuleRequestAus, type SchuleForm } from '../../schulen/schule-form';

/**
 * PUT /api/schulen/eigene (and the school of a licence order for a new school): the main
 * administrator's school form without lizenz_jahr and id (01 §6).
 */
export function eigeneSchuleRequestAus(form: SchuleForm): EigeneSchuleSpeichernRequest {
  const { lizenz_jahr: _nurHauptadmin, id: _ohneId, ...daten } = schuleRequestAus(form);
  return daten;
}
