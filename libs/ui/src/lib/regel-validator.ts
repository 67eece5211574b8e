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

/**
 * A rule over a whole form (e.g. validatePupil) as a `@mantine/form` validator: each field gets the first of
 * the rule's messages that `felder` assigns to it, in German.
 */
export function regelFuerFelder<Werte, Feld extends string>(
  regel: (werte: Werte) => readonly TextKey[],
  felder: Record<Feld, readonly TextKey[]>,
) {
  return (werte: Werte): Partial<Record<Feld, string>> => {
    const fehler = regel(werte);
    const meldungen: Partial<Record<Feld, string>> = {};
    for (const [feld, keys] of Object.entries(felder) as [Feld, readonly TextKey[]][]) {
      const key = fehler.find((fehlerKey) => keys.includes(fehlerKey));
      if (key) meldungen[feld] = t(key);
    }
    return meldungen;
  };
}
