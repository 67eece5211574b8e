import { t, type TextKey } from '@lernstapel/texts';

/**
 * A rule of libs/rules (answering its messages as text keys, none when the value is fine) as a `@mantine/form`
 * validator: the first message in German, or `null`. One rule, one place: forms never repeat it.
 */
export function regelValidator<Wert>(regel: (wert: Wert) => readonly TextKey[]) {
  return (wert: Wert): string | null => {
    const [fehler] = regel(wert);
    return fehler ? t(fehler) : null;
  };
}
