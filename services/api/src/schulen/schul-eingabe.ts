import { HttpStatus } from '@nestjs/common';
import type { SchulDaten } from '@lernstapel/contracts';
import { DEFAULT_SCHOOL_LAND, validateContactPerson, validateSchool } from '@lernstapel/rules';
import { t, type TextKey, type TextParams } from '@lernstapel/texts';
import { ApiException } from '../common/api-exception';
import type { SchuleSpeichernDto } from './dto/schule-speichern.dto';

/** The school's own columns (everything of SchulDaten but the contact list); land still unchecked. */
export type SchulFelder = Omit<SchulDaten, 'schule_ansprechpartner' | 'land' | 'rechnungsland'> & {
  land: string;
  rechnungsland: string | null;
};

export interface AnsprechpartnerEingabe {
  /** 0 = new contact person */
  id: number;
  namevoll: string;
  email: string | null;
}

/** A save request after trimming: only the fields the client sent (absent = unchanged / default). */
export interface SchulEingabe {
  /** null = create */
  id: number | null;
  felder: Partial<SchulFelder> & Pick<SchulFelder, 'name1'>;
  /** undefined = not sent: none for a new school, unchanged for an existing one */
  ansprechpartner: AnsprechpartnerEingabe[] | undefined;
}

export interface EingabeFehler {
  key: TextKey;
  params: TextParams;
}

/** 01 §9 / sensible bounds for the licence year a main administrator enters. */
export const LIZENZ_JAHR_MIN = 2000;
export const LIZENZ_JAHR_MAX = 2100;

const OPTIONAL_TEXT_FIELDS = [
  'name2',
  'anschrift1',
  'anschrift2',
  'plz',
  'ort',
  'telefon1',
  'email1',
  'telefon2',
  'email2',
  'rechnungsanschrift1',
  'rechnungsanschrift2',
  'rechnungsplz',
  'rechnungsort',
  'rechnungsland',
  'hauspost_domainname',
] as const;

/** A new school: everything empty, land CH (01 §9). */
export const NEUE_SCHULE: Omit<SchulFelder, 'name1'> = {
  name2: null,
  anschrift1: null,
  anschrift2: null,
  land: DEFAULT_SCHOOL_LAND,
  plz: null,
  ort: null,
  telefon1: null,
  email1: null,
  telefon2: null,
  email2: null,
  rechnungsanschrift1: null,
  rechnungsanschrift2: null,
  rechnungsplz: null,
  rechnungsort: null,
  rechnungsland: null,
  hauspost_domainname: null,
  lizenz_jahr: null,
};

/** Trimmed text; empty → null; absent stays absent. */
function cleanText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The validated DTO → trimmed fields; id 0 or absent means create. */
export function normaliseSchulEingabe(dto: SchuleSpeichernDto): SchulEingabe {
  const felder: SchulEingabe['felder'] = { name1: dto.name1.trim() };
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const value = cleanText(dto[field]);
    if (value !== undefined) felder[field] = value;
  }
  // An empty or null land counts as not given: CH for a new school, unchanged otherwise.
  const land = cleanText(dto.land);
  if (land !== undefined && land !== null) felder.land = land;
  if (dto.lizenz_jahr !== undefined) felder.lizenz_jahr = dto.lizenz_jahr;
  return {
    id: dto.id === undefined || dto.id === 0 ? null : dto.id,
    felder,
    ansprechpartner: dto.schule_ansprechpartner?.map((partner) => ({
      id: partner.id ?? 0,
      namevoll: partner.namevoll.trim(),
      email: cleanText(partner.email) ?? null,
    })),
  };
}

/**
 * 01 §5/§9 rules on the school as it would be saved, plus the licence year range and the contact
 * persons (name required, e-mail well-formed, ids only of this school's existing contacts, once each).
 */
export function schulEingabeFehler(
  schule: SchulFelder,
  ansprechpartner: readonly AnsprechpartnerEingabe[],
  vorhandeneIds: ReadonlySet<number>,
): EingabeFehler[] {
  const fehler: EingabeFehler[] = validateSchool(schule).map((key) => ({ key, params: {} }));
  const jahr = schule.lizenz_jahr;
  if (jahr !== null && (jahr < LIZENZ_JAHR_MIN || jahr > LIZENZ_JAHR_MAX)) {
    fehler.push({
      key: 'server.validierung.zahlBereich',
      params: { feld: t('schule.lizenzJahr'), min: LIZENZ_JAHR_MIN, max: LIZENZ_JAHR_MAX },
    });
  }
  const partnerKeys = new Set<TextKey>();
  const gesehen = new Set<number>();
  for (const partner of ansprechpartner) {
    for (const key of validateContactPerson(partner)) partnerKeys.add(key);
    if (partner.id === 0) continue;
    if (!vorhandeneIds.has(partner.id) || gesehen.has(partner.id)) {
      fehler.push({ key: 'server.schule.ansprechpartnerUnbekannt', params: { id: partner.id } });
    }
    gesehen.add(partner.id);
  }
  const bekannt = new Set(fehler.map((eintrag) => eintrag.key));
  for (const key of partnerKeys) if (!bekannt.has(key)) fehler.push({ key, params: {} });
  return fehler;
}

/** 400 with the first rule's text as message and every text in `details`; null when nothing is wrong. */
export function schulEingabeException(fehler: readonly EingabeFehler[]): ApiException | null {
  const [erster] = fehler;
  if (!erster) return null;
  return new ApiException(
    HttpStatus.BAD_REQUEST,
    erster.key,
    erster.params,
    fehler.map((eintrag) => t(eintrag.key, eintrag.params)),
  );
}
