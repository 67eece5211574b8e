import type {
  SchulAnsprechpartner as SchulAnsprechpartnerContract,
  SchuleSummary,
} from '@lernstapel/contracts';
import { landOf } from '../auth/session-user.mapper';
import type { SchulAnsprechpartner } from './entities/schul-ansprechpartner.entity';
import type { Schule } from './entities/schule.entity';

export function toAnsprechpartner(partner: SchulAnsprechpartner): SchulAnsprechpartnerContract {
  return { id: partner.id, namevoll: partner.namevoll, email: partner.email };
}

/** Schule (+ user count and contacts) → the main administrator's school row. */
export function toSchuleSummary(
  schule: Schule,
  anzahlBenutzer: number,
  ansprechpartner: SchulAnsprechpartner[],
): SchuleSummary {
  return {
    id: schule.id,
    name1: schule.name1,
    name2: schule.name2,
    anschrift1: schule.anschrift1,
    plz: schule.plz,
    ort: schule.ort,
    // 01 §9: a school without a valid land is shown as the new-school default CH.
    land: landOf(schule.land) ?? 'CH',
    lizenz_jahr: schule.lizenz_jahr,
    anzahl_benutzer: anzahlBenutzer,
    schule_ansprechpartner: ansprechpartner.map(toAnsprechpartner),
  };
}
