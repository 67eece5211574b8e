import { TEXTS, type TextKey, type TextParams } from './catalogue';

/** The German text for `key`, with `{name}` placeholders replaced from `params`. */
export function t(key: TextKey, params: TextParams = {}): string {
  return TEXTS[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

export function isTextKey(key: string): key is TextKey {
  return Object.prototype.hasOwnProperty.call(TEXTS, key);
}
