import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../identitaet/auth-user';
import { Datenexport, type ExportUmfang } from './entities/datenexport.entity';
import type { ExportZiel } from './export-zugriff';

/** Issue 29 §2: who exported whose data when, in the export's own transaction (no export without it). */
export async function exportVermerken(
  manager: EntityManager,
  user: AuthUser,
  ziel: ExportZiel,
  umfang: ExportUmfang,
  jetzt: Date,
): Promise<void> {
  await manager.getRepository(Datenexport).insert({
    exportiert_von_id: user.id,
    betroffener_id: ziel.id,
    schule_id: ziel.schule_id,
    umfang,
    erstellt_am: jetzt,
  });
}
