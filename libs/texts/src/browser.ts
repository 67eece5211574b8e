// @lernstapel/texts as the shell's browser build resolves it (libs/webpack-federation aliases it):
// the same `t` and `loadAllTexts`, but only the texts that can be shown before a login come with the
// first load, the login page's own with that page, and the others with the logged-in area (issue 15
// §2). The logged-in areas and every remote wait for loadAllTexts() before they render. The API, the
// tests and the prerender use ./index.ts.
import type { TextKey, TextParams } from './catalogue';
import { fillIn } from './fill-in';
import { LOGIN_TEXTS } from './login-texts';

export type { TextKey, TextParams } from './catalogue';

const loaded: Partial<Record<TextKey, string>> = { ...LOGIN_TEXTS };
/** A part of the catalogue loaded once, on first ask; after a failure the next ask tries again. */
function part(importTexts: () => Promise<Partial<Record<TextKey, string>>>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= importTexts().then(
      (texts) => void Object.assign(loaded, texts),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/** The texts of the logged-in areas and the remotes (./area-texts.ts). */
export const loadAllTexts = part(() => import('./area-texts').then(({ AREA_TEXTS }) => AREA_TEXTS));

/**
 * Issue 27: the login page's own texts (its introduction and info dialogs), loaded with the login page:
 * the pages after a login never show them.
 */
export const loadLandingTexts = part(() => import('./de/landing').then(({ LANDING }) => LANDING));

/** Issue 27: the privacy statement, loaded by the dialog that shows it (./legal-texts.ts). */
export const loadLegalTexts = part(() => import('./legal-texts').then(({ LEGAL_TEXTS }) => LEGAL_TEXTS));

/**
 * Whether `key` names a text that can be shown now: a text of a part not loaded yet counts as unknown.
 * A key from outside (the API's refusal in /login?schulkonto=…, issue 28) is only shown when it is one.
 */
export function isTextKey(key: string): key is TextKey {
  return Object.prototype.hasOwnProperty.call(loaded, key);
}

/** The German text for `key`; a text whose part is not loaded yet shows its key (and is logged). */
export function t(key: TextKey, params: TextParams = {}): string {
  const text = loaded[key];
  if (text !== undefined) return fillIn(text, params);
  console.error(`Text ${key} is shown before loadAllTexts() has loaded it.`);
  return key;
}
