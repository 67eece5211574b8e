/** 02 §7, §9: the languages of the pronunciation search, as the route names them. */
export const AUSSPRACHE_SPRACHEN = ['german', 'french', 'spanish', 'portuguese', 'englisch'] as const;

export type AusspracheSprache = (typeof AUSSPRACHE_SPRACHEN)[number];

export function isAusspracheSprache(sprache: unknown): sprache is AusspracheSprache {
  return AUSSPRACHE_SPRACHEN.some((bekannt) => bekannt === sprache);
}

/** Longest word (after trimming) the pronunciation search accepts. */
export const AUSSPRACHE_MAX_ZEICHEN = 60;

/**
 * 02 §7: spaces and apostrophes in the word become hyphens ("l'eau" → "l-eau", "ice cream" →
 * "ice-cream"); also the form the audio is cached under.
 */
export function ausspracheWort(wort: string): string {
  return wort.trim().replace(/[\s'’]+/g, '-');
}
