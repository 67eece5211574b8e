import type { SchuleSummary, VorabSchule } from '@lernstapel/contracts';
import type { VorabversionRueckfall } from './entities/vorabversion-rueckfall.entity';

/** A school of the overview: on the canary by configuration or by hand, with its fallbacks (newest first). */
export function toVorabSchule(
  schule: Pick<SchuleSummary, 'id' | 'name1'>,
  stand: { ausKonfiguration: boolean; vonHand: boolean; rueckfaelle: readonly VorabversionRueckfall[] },
): VorabSchule {
  return {
    id: schule.id,
    name: schule.name1,
    vorab: stand.ausKonfiguration || stand.vonHand,
    ausKonfiguration: stand.ausKonfiguration,
    rueckfaelle: stand.rueckfaelle.map((zeile) => ({
      remote: zeile.remote,
      manifest: zeile.manifest,
      grund: zeile.grund,
      anzahl: zeile.anzahl,
      zuletzt_am: zeile.zuletzt_am.toISOString(),
    })),
  };
}
