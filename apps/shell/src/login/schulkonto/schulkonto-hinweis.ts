import { isTextKey, type TextKey } from '@lernstapel/texts';

/** What the API's redirect back to /login says (issue 28): the link step or a refusal's text key. */
export type SchulkontoHinweis = { art: 'verknuepfen' } | { art: 'ablehnung'; titel: TextKey; text: TextKey };

/** Refusals come from these texts only; anything else in the URL is never shown as it is. */
const ABLEHNUNG_BEREICHE = ['schulkonto.', 'login.', 'fehler.'];

/** `?schulkonto=…` of /login: 'verknuepfen', a known refusal, or (unknown key) the general failure. */
export function schulkontoHinweis(wert: string | null): SchulkontoHinweis | null {
  if (wert === null || wert === '') return null;
  if (wert === 'verknuepfen') return { art: 'verknuepfen' };
  const bekannt = isTextKey(wert) && ABLEHNUNG_BEREICHE.some((bereich) => wert.startsWith(bereich));
  const text: TextKey = bekannt ? wert : 'schulkonto.fehlgeschlagen';
  return {
    art: 'ablehnung',
    titel: text === 'login.gesperrt' ? 'login.gesperrtTitel' : 'schulkonto.anmelden',
    text,
  };
}
