import type { SechsFormen } from './unregelmaessig';

/** The three conjugations by the infinitive's ending; pôr and its compounds belong to the second. */
export type Klasse = 'ar' | 'er' | 'ir';

export function klasseVon(verb: string): Klasse | null {
  if (/ar$/.test(verb)) return 'ar';
  if (/(er|ôr|or)$/.test(verb)) return 'er';
  if (/ir$/.test(verb)) return 'ir';
  return null;
}

export function sechs(stamm: string, endungen: SechsFormen): SechsFormen {
  return endungen.map((endung) => stamm + endung) as unknown as SechsFormen;
}

export const PRESENTE: Readonly<Record<Klasse, SechsFormen>> = {
  ar: ['o', 'as', 'a', 'amos', 'ais', 'am'],
  er: ['o', 'es', 'e', 'emos', 'eis', 'em'],
  ir: ['o', 'es', 'e', 'imos', 'is', 'em'],
};
/** European norm: falámos (Brazil: falamos). */
export const PERFEITO: Readonly<Record<Klasse, SechsFormen>> = {
  ar: ['ei', 'aste', 'ou', 'ámos', 'astes', 'aram'],
  er: ['i', 'este', 'eu', 'emos', 'estes', 'eram'],
  ir: ['i', 'iste', 'iu', 'imos', 'istes', 'iram'],
};
export const IMPERFEITO: Readonly<Record<Klasse, SechsFormen>> = {
  ar: ['ava', 'avas', 'ava', 'ávamos', 'áveis', 'avam'],
  er: ['ia', 'ias', 'ia', 'íamos', 'íeis', 'iam'],
  ir: ['ia', 'ias', 'ia', 'íamos', 'íeis', 'iam'],
};
export const FUTURO: SechsFormen = ['ei', 'ás', 'á', 'emos', 'eis', 'ão'];
export const CONDICIONAL: SechsFormen = ['ia', 'ias', 'ia', 'íamos', 'íeis', 'iam'];
/** After the preterite's 3rd plural without -ram; 1st and 2nd plural take the accented stem. */
export const MAIS_QUE_PERFEITO: SechsFormen = ['ra', 'ras', 'ra', 'ramos', 'reis', 'ram'];
export const CONJUNTIVO_IMPERFEITO: SechsFormen = ['sse', 'sses', 'sse', 'ssemos', 'sseis', 'ssem'];
export const CONJUNTIVO_FUTURO: SechsFormen = ['r', 'res', 'r', 'rmos', 'rdes', 'rem'];
export const INFINITIVO_PESSOAL: SechsFormen = ['', 'es', '', 'mos', 'des', 'em'];
/** The present subjunctive takes the other conjugation's vowel. */
export const CONJUNTIVO_PRESENTE: Readonly<Record<Klasse, SechsFormen>> = {
  ar: ['e', 'es', 'e', 'emos', 'eis', 'em'],
  er: ['a', 'as', 'a', 'amos', 'ais', 'am'],
  ir: ['a', 'as', 'a', 'amos', 'ais', 'am'],
};

/** Spelling before e: fic-e → fique, cheg-e → chegue, começ-e → comece. */
export function vorE(stamm: string): string {
  return stamm.replace(/c$/, 'qu').replace(/g$/, 'gu').replace(/ç$/, 'c');
}

/** Spelling before o and a: conhec-o → conheço, proteg-o → protejo. */
export function vorOA(stamm: string): string {
  return stamm.replace(/c$/, 'ç').replace(/g$/, 'j');
}

const AKUT: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ô' };

/**
 * The stem of faláramos, comêramos, partíssemos, fizéramos, fôssemos: the last vowel accented, closed
 * ê for a regular -er stem (comê-, lê-), open é for a strong preterite (fizé-, dé-, vié-).
 */
export function betonterStamm(stamm: string, regelmaessig: boolean): string {
  return stamm.replace(/[aeio](?=[^aeiouáéíóúâêô]*$)/, (vokal) =>
    regelmaessig && vokal === 'e' ? 'ê' : (AKUT[vokal] ?? vokal),
  );
}
