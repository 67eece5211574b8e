import type { Benutzereinstellung, EinstellungsTag } from '@lernstapel/contracts';

/** The value column a tag uses (01 §3 benutzereinstellung). */
export type EinstellungsFeld = 'boolvalue' | 'intvalue' | 'textvalue' | 'strvalue';

/** 01 §3: the five tags, and 02 §2's remembered library topic and category, with the typed field each stores its value in. */
export const FELD_PRO_TAG: Readonly<Record<EinstellungsTag, EinstellungsFeld>> = {
  showFlashCardsSymbole: 'boolvalue',
  lastUModuleID: 'intvalue',
  anweisungvorpruefung: 'textvalue',
  lastKonjugationLanguage: 'strvalue',
  lastTranslationLanguageKey: 'strvalue',
  lastGlobaleModuleThema: 'intvalue',
  lastGlobaleModuleKategorie: 'intvalue',
  lernmodus: 'strvalue',
};

/** Tags whose intvalue is a stack id: cleared when that stack is deleted (the dashboard's last-used tile). */
export const STAPEL_TAGS: readonly EinstellungsTag[] = ['lastUModuleID'];

export const EINSTELLUNGS_TAGS = Object.keys(FELD_PRO_TAG) as EinstellungsTag[];

/** The setting with only its tag's field kept; the other value fields are null. */
export function onlyTagField(einstellung: Benutzereinstellung): Benutzereinstellung {
  const feld = FELD_PRO_TAG[einstellung.tag];
  return {
    tag: einstellung.tag,
    boolvalue: feld === 'boolvalue' ? einstellung.boolvalue : null,
    intvalue: feld === 'intvalue' ? einstellung.intvalue : null,
    textvalue: feld === 'textvalue' ? einstellung.textvalue : null,
    strvalue: feld === 'strvalue' ? einstellung.strvalue : null,
  };
}
