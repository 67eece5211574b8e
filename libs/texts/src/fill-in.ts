import type { TextParams } from './catalogue';

/** `text` with its `{name}` placeholders replaced from `params`; unknown placeholders stay visible. */
export function fillIn(text: string, params: TextParams): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
