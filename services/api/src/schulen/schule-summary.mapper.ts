import type {
  SchulAnsprechpartner as SchulAnsprechpartnerContract,
  SchuleSummary,
} from '@lernstapel/contracts';
import { DEFAULT_SCHOOL_LAND } from '@lernstapel/rules';
import { landOf } from './land';
import type { SchulAnsprechpartner } from './entities/schul-ansprechpartner.entity';
import type { Schule } from './entities/schule.entity';

export function toAnsprechpartner(partner: SchulAnsprechpartner): SchulAnsprechpartnerContract {
  return { id: partner.id, namevoll: partner.namevoll, email: partner.email };
}

/** Schule (+ user count and contacts) → the main administrator's school row (every field of 01 §3). */
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
    anschrift2: schule.anschrift2,
    // 01 §9: a school without a valid land is shown as the new-school default CH.
    land: landOf(schule.land) ?? DEFAULT_SCHOOL_LAND,
    plz: schule.plz,
    ort: schule.ort,
    telefon1: schule.telefon1,
    email1: schule.email1,
    telefon2: schule.telefon2,
    email2: schule.email2,
    rechnungsanschrift1: schule.rechnungsanschrift1,
    rechnungsanschrift2: schule.rechnungsanschrift2,
    rechnungsplz: schule.rechnungsplz,
    rechnungsort: schule.rechnungsort,
    rechnungsland: landOf(schule.rechnungsland),
    hauspost_domainname: schule.hauspost_domainname,
    lizenz_jahr: schule.lizenz_jahr,
    anzahl_benutzer: anzahlBenutzer,
    schule_ansprechpartner: ansprechpartner.map(toAnsprechpartner),
  };
}
