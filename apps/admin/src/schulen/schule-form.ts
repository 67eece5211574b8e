import type { SchulDaten, SchuleSpeichernRequest } from '@lernstapel/contracts';
import {
  DEFAULT_SCHOOL_LAND,
  isBlank,
  optionalEmailErrors,
  validateContactPerson,
  validateSchool,
  type LandCode,
} from '@lernstapel/rules';
import type { TextKey } from '@lernstapel/texts';

/** The school fields edited in a plain text input (01 §3). */
export type SchuleTextFeld =
  | 'name1'
  | 'name2'
  | 'anschrift1'
  | 'anschrift2'
  | 'plz'
  | 'ort'
  | 'telefon1'
  | 'email1'
  | 'telefon2'
  | 'email2'
  | 'rechnungsanschrift1'
  | 'rechnungsanschrift2'
  | 'rechnungsplz'
  | 'rechnungsort'
  | 'hauspost_domainname';

export interface AnsprechpersonForm {
  /** React key of the row; rows are added and removed in the dialog. */
  key: number;
  /** 0 for a contact person added in the dialog. */
  id: number;
  namevoll: string;
  email: string;
}

/** The school dialog's state: strings as typed, the countries as codes, the year as NumberInput gives it. */
export type SchuleForm = Record<SchuleTextFeld, string> & {
  land: LandCode;
  rechnungsland: LandCode | null;
  lizenz_jahr: number | string;
  ansprechpartner: AnsprechpersonForm[];
};

const LEER: Record<SchuleTextFeld, string> = {
  name1: '',
  name2: '',
  anschrift1: '',
  anschrift2: '',
  plz: '',
  ort: '',
  telefon1: '',
  email1: '',
  telefon2: '',
  email2: '',
  rechnungsanschrift1: '',
  rechnungsanschrift2: '',
  rechnungsplz: '',
  rechnungsort: '',
  hauspost_domainname: '',
};

/** A new school: every field empty, country CH (01 §9). */
export function leeresSchuleForm(): SchuleForm {
  return { ...LEER, land: DEFAULT_SCHOOL_LAND, rechnungsland: null, lizenz_jahr: '', ansprechpartner: [] };
}

/** The dialog state for an existing school (the main administrator's list or the own school). */
export function schuleFormAus(schule: SchulDaten): SchuleForm {
  const texte = { ...LEER };
  for (const feld of Object.keys(LEER) as SchuleTextFeld[]) texte[feld] = schule[feld] ?? '';
  return {
    ...texte,
    land: schule.land,
    rechnungsland: schule.rechnungsland,
    lizenz_jahr: schule.lizenz_jahr ?? '',
    ansprechpartner: schule.schule_ansprechpartner.map((person, index) => ({
      key: index,
      id: person.id,
      namevoll: person.namevoll,
      email: person.email ?? '',
    })),
  };
}

function istLeereZeile(person: AnsprechpersonForm): boolean {
  return isBlank(person.namevoll) && isBlank(person.email);
}

function textOderNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** POST /api/schulen body: trimmed texts, empty → null, rows left empty dropped; no id → a new school. */
export function schuleRequestAus(form: SchuleForm, id?: number): SchuleSpeichernRequest {
  const texte = {} as Record<SchuleTextFeld, string | null>;
  for (const feld of Object.keys(LEER) as SchuleTextFeld[]) texte[feld] = textOderNull(form[feld]);
  return {
    ...(id === undefined ? {} : { id }),
    ...texte,
    name1: form.name1.trim(),
    land: form.land,
    rechnungsland: form.rechnungsland,
    lizenz_jahr: typeof form.lizenz_jahr === 'number' ? form.lizenz_jahr : null,
    schule_ansprechpartner: form.ansprechpartner
      .filter((person) => !istLeereZeile(person))
      .map((person) => ({
        id: person.id,
        namevoll: person.namevoll.trim(),
        email: textOderNull(person.email),
      })),
  };
}

export interface SchuleFormFehler {
  /** The message shown under a field, by field. */
  felder: Partial<Record<SchuleTextFeld | 'land' | 'rechnungsland', TextKey>>;
  /** One message per contact person row (same order), null when the row is fine. */
  ansprechpartner: (TextKey | null)[];
  /** OK is enabled only when nothing is wrong (01 §5: at least name1 filled). */
  gueltig: boolean;
}

/** A row left empty is dropped on saving, so it is no error. */
function ansprechpersonFehler(person: AnsprechpersonForm): TextKey | null {
  if (istLeereZeile(person)) return null;
  return validateContactPerson(person)[0] ?? null;
}

/** The rules of @lernstapel/rules (validateSchool), placed at the fields they are about. */
export function schuleFormFehler(form: SchuleForm): SchuleFormFehler {
  const regeln = validateSchool(form);
  const hat = (key: TextKey): TextKey | undefined => (regeln.includes(key) ? key : undefined);
  const felder: SchuleFormFehler['felder'] = {
    name1: hat('validierung.schulnameFehlt'),
    plz: hat('validierung.plzZuLang'),
    rechnungsplz: hat('validierung.rechnungsplzZuLang'),
    land: hat('validierung.landUngueltig'),
    email1: optionalEmailErrors(form.email1)[0],
    email2: optionalEmailErrors(form.email2)[0],
  };
  const ansprechpartner = form.ansprechpartner.map(ansprechpersonFehler);
  return {
    felder,
    ansprechpartner,
    gueltig: regeln.length === 0 && ansprechpartner.every((fehler) => fehler === null),
  };
}
