/** 02 §7, §9: the languages of the pronunciation search, as the route names them. */
export const AUSSPRACHE_SPRACHEN = ['german', 'french', 'spanish', 'portuguese', 'englisch'] as const;

export type AusspracheSprache = (typeof AUSSPRACHE_SPRACHEN)[number];

export function isAusspracheSprache(sprache: unknown): sprache is AusspracheSprache {
  return AUSSPRACHE_SPRACHEN.some((bekannt) => bekannt === sprache);
}

/** Longest word (after trimming) the pronunciation search accepts. */
export const AUSSPRACHE_MAX_ZEICHEN = 60;

/**
 * The words as they are spoken: punctuation around them dropped ('¿Qué tal?' → 'Qué tal', '« oui »'
 * → 'oui'), other punctuation between words read as a space, typographic apostrophes as "'" — the
 * apostrophe stays, so that "l'école" is spoken as one word, not as a letter and a word.
 */
export function ausspracheText(eingabe: string): string {
  return eingabe
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}'.-]+/gu, ' ');
}

/**
 * 02 §7: spaces and apostrophes in the word become hyphens ("l'eau" → "l-eau", "ice cream" →
 * "ice-cream"), after the punctuation around the words is dropped (ausspracheText).
 */
export function ausspracheWort(wort: string): string {
  return ausspracheText(wort).replace(/[\s']+/g, '-');
}
