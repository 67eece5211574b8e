import { t, type TextKey } from '@lernstapel/texts';

/**
 * A field's message for @mantine/form's `validate`: the first text key a rule of `@lernstapel/rules`
 * returned, in German; null when the rule holds.
 */
export function regelFehler(keys: readonly TextKey[]): string | null {
  const [erster] = keys;
  return erster ? t(erster) : null;
}
