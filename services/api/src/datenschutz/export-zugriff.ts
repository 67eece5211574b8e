import { HttpStatus } from '@nestjs/common';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import type { ExportUmfang } from './entities/datenexport.entity';

/** The person whose data is to be exported, as far as the access rule needs them. */
export interface ExportZiel {
  id: number;
  ist_schueler: boolean;
  klassen_code: string | null;
  schule_id: number | null;
}

/**
 * Issue 16 (Art. 15/20): everyone exports themselves; a teacher a pupil of their own class (like the
 * Klasse table, DEVIATIONS 4); a main administrator anyone. Someone else's pupil is 404 (not revealed).
 */
export function pruefeExportZugriff(user: AuthUser, ziel: ExportZiel | null): ExportZiel {
  if (ziel?.id === user.id) return ziel;
  if (user.rolle === 'pupil') throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
  if (ziel === null) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
  if (user.rolle === 'mainAdmin') return ziel;
  if (user.klassen_code === null) throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
  const eigeneKlasse =
    ziel.ist_schueler && ziel.klassen_code === user.klassen_code && ziel.schule_id === user.schule_id;
  if (!eigeneKlasse) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
  return ziel;
}

/**
 * Issue 29 §2: a self export is complete and not recorded (null); a main administrator's export of
 * someone else is complete, a teacher's of a pupil limited to the teacher's view; both are recorded.
 */
export function exportUmfang(user: AuthUser, ziel: ExportZiel): ExportUmfang | null {
  if (ziel.id === user.id) return null;
  return user.rolle === 'mainAdmin' ? 'vollstaendig' : 'lehrersicht';
}
