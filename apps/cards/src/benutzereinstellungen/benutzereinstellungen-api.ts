import type { Benutzereinstellung, EinstellungsTag } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** The session user's settings (01 §3, §7 GET/POST /api/benutzereinstellungen). */
export const benutzereinstellungenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEinstellungen: build.query<Benutzereinstellung[], void>({
      query: () => 'benutzereinstellungen',
    }),
    /** Saves one setting; the answer (all settings) replaces the cached list. */
    speichernEinstellung: build.mutation<Benutzereinstellung[], Benutzereinstellung>({
      query: (body) => ({ url: 'benutzereinstellungen', method: 'POST', body }),
      onQueryStarted: async (_einstellung, { dispatch, queryFulfilled }) => {
        const alle = await queryFulfilled.then(
          ({ data }) => data,
          () => null, // the page keeps its local choice; the next load shows what is stored
        );
        if (alle)
          void dispatch(benutzereinstellungenApi.util.upsertQueryData('getEinstellungen', undefined, alle));
      },
    }),
  }),
});

export const { useGetEinstellungenQuery, useSpeichernEinstellungMutation } = benutzereinstellungenApi;

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
