/** 02 §9: the 22 translation language keys in the spec's order, each with its German label. */
export const UEBERSETZUNGS_SPRACHEN = [
  { key: 'deen', label: 'Englisch' },
  { key: 'defr', label: 'Französisch' },
  { key: 'dees', label: 'Spanisch' },
  { key: 'dept', label: 'Portugiesisch' },
  { key: 'detr', label: 'Türkisch' },
  { key: 'arde', label: 'Arabisch' },
  { key: 'deit', label: 'Italienisch' },
  { key: 'dehr', label: 'Kroatisch' },
  { key: 'deru', label: 'Russisch' },
  { key: 'depl', label: 'Polnisch' },
  { key: 'desl', label: 'Slowenisch' },
  { key: 'defi', label: 'Finnisch' },
  { key: 'dero', label: 'Rumänisch' },
  { key: 'desk', label: 'Slowakisch' },
  { key: 'deja', label: 'Japanisch' },
  { key: 'csde', label: 'Tschechisch' },
  { key: 'dehu', label: 'Ungarisch' },
  { key: 'deno', label: 'Norwegisch' },
  { key: 'desv', label: 'Schwedisch' },
  { key: 'dade', label: 'Dänisch' },
  { key: 'denl', label: 'Niederländisch' },
  { key: 'delb', label: 'Elbisch' },
] as const;

export type UebersetzungsSprache = (typeof UEBERSETZUNGS_SPRACHEN)[number]['key'];

/** 02 §9: deen unless the user chose another key before (setting lastTranslationLanguageKey). */
export const STANDARD_UEBERSETZUNGS_SPRACHE: UebersetzungsSprache = 'deen';

export function isUebersetzungsSprache(key: unknown): key is UebersetzungsSprache {
  return UEBERSETZUNGS_SPRACHEN.some((sprache) => sprache.key === key);
}

/** The remembered key when it is still one of the 22, otherwise the default. */
export function uebersetzungsSpracheOder(gespeichert: string | null | undefined): UebersetzungsSprache {
  return isUebersetzungsSprache(gespeichert) ? gespeichert : STANDARD_UEBERSETZUNGS_SPRACHE;
}
