import { TEXTS, type TextKey, type TextParams } from './catalogue';
import { fillIn } from './fill-in';

/** The German text for `key`, with `{name}` placeholders replaced from `params`. */
export function t(key: TextKey, params: TextParams = {}): string {
  return fillIn(TEXTS[key], params);
}

export function isTextKey(key: string): key is TextKey {
  return Object.prototype.hasOwnProperty.call(TEXTS, key);
}

/**
 * Resolves once every text can be shown. Here (the API, tests, a remote running alone) all texts are
 * loaded from the start; the shell's browser build loads those of the logged-in areas now (./browser.ts).
 */
export function loadAllTexts(): Promise<void> {
  return Promise.resolve();
}

/** Resolves once the login page's own texts can be shown; here they are always loaded. */
export function loadLandingTexts(): Promise<void> {
  return Promise.resolve();
}

/** Resolves once the legal texts (the privacy statement) can be shown; here they are always loaded. */
export function loadLegalTexts(): Promise<void> {
  return Promise.resolve();
}
