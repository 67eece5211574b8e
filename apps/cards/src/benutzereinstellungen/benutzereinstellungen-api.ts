import type { Benutzereinstellung, EinstellungsTag } from '@lernstapel/contracts';
import * as benutzereinstellungen from '@lernstapel/api-client/endpoints/benutzereinstellungen';

/**
 * The session user's settings (01 §3, §7 GET/POST /api/benutzereinstellungen), generated from the API's
 * OpenAPI document (`@lernstapel/api-client/endpoints/benutzereinstellungen`, shared with the dashboard;
 * a save's answer replaces the cached list there, so the dashboard's copy re-applies it).
 */
export const { benutzereinstellungenApi } = benutzereinstellungen;

export const {
  useBenutzereinstellungenMineQuery: useGetEinstellungenQuery,
  useBenutzereinstellungenSaveMutation: useSpeichernEinstellungMutation,
} = benutzereinstellungenApi;

/** A setting with only `tag` and one value field set (01 §3: the other fields stay null). */
export function einstellung(
  tag: EinstellungsTag,
  wert: Partial<Pick<Benutzereinstellung, 'boolvalue' | 'intvalue' | 'textvalue' | 'strvalue'>>,
): Benutzereinstellung {
  return { tag, boolvalue: null, intvalue: null, textvalue: null, strvalue: null, ...wert };
}

export function findEinstellung(
  list: readonly Benutzereinstellung[] | undefined,
  tag: EinstellungsTag,
): Benutzereinstellung | undefined {
  return list?.find((eintrag) => eintrag.tag === tag);
}
