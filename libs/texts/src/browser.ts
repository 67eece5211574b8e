// @lernstapel/texts as the shell's browser build resolves it (libs/webpack-federation aliases it):
// the same `t` and `loadAllTexts`, but only the texts that can be shown before a login come with the
// first load, and the others with the logged-in area (issue 15 §2). The logged-in areas and every
// remote wait for loadAllTexts() before they render. The API, the tests and the prerender use ./index.ts.
import type { TextKey, TextParams } from './catalogue';
import { fillIn } from './fill-in';
import { LOGIN_TEXTS } from './login-texts';

export type { TextKey, TextParams } from './catalogue';

const loaded: Partial<Record<TextKey, string>> = { ...LOGIN_TEXTS };
let allTexts: Promise<void> | undefined;

export function loadAllTexts(): Promise<void> {
  allTexts ??= import('./area-texts').then(
    ({ AREA_TEXTS }) => void Object.assign(loaded, AREA_TEXTS),
    (error: unknown) => {
      allTexts = undefined; // the next area that asks tries again
      throw error;
    },
  );
  return allTexts;
}

/** The German text for `key`; a text whose part is not loaded yet shows its key (and is logged). */
export function t(key: TextKey, params: TextParams = {}): string {
  const text = loaded[key];
  if (text !== undefined) return fillIn(text, params);
  console.error(`Text ${key} is shown before loadAllTexts() has loaded it.`);
  return key;
}
