import { useState } from 'react';
import type { WettbewerbDetail, WettbewerbStand } from '@lernstapel/contracts';
import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';
import * as wettbewerbe from '@lernstapel/api-client/endpoints/wettbewerbe';
import { frageTag } from '@lernstapel/api-client/endpoints/wettbewerbe';

/** The shared state of a race into the cached race screen (the viewer's own fields stay). */
export function mitStand(detail: WettbewerbDetail, stand: WettbewerbStand, userId?: number): void {
  Object.assign(detail.wettbewerb, {
    ist_gestartet: stand.ist_gestartet,
    beendet: stand.beendet,
    sieger_benutzer_id: stand.sieger_benutzer_id,
    sieger_benutzername: stand.sieger_benutzername,
    anzahl_fragen: stand.anzahl_fragen,
    anzahl_fragen_beantwortet: stand.anzahl_fragen_beantwortet,
    anzahl_teilnehmer: stand.teilnehmer.length,
  });
  const eigene = stand.teilnehmer.find((person) => person.benutzer_id === userId);
  if (eigene) detail.wettbewerb.einladung_angenommen = eigene.einladung_angenommen;
  detail.schuelerImWettbewerbs = stand.teilnehmer;
}

/**
 * Races (01 §4, §7; 02 §2, §4): lists, the race screen, and playing it on the server, generated from the
 * API's OpenAPI document (`@lernstapel/api-client/endpoints/wettbewerbe`, bundled with this remote; the
 * cache tags are there). An answer moves the own jockey and shows the next question without a request.
 */
export const wettbewerbeApi = wettbewerbe.wettbewerbeApi.enhanceEndpoints({
  endpoints: {
    wettbewerbeAntwort: {
      onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
        const ergebnis = await queryFulfilled.then(
          (response) => response.data,
          () => null, // a refused answer (another card, race decided) refetches below
        );
        if (!ergebnis) {
          dispatch(wettbewerbeApi.util.invalidateTags([{ type: 'Wettbewerb', id }, frageTag(id)]));
          return;
        }
        void dispatch(wettbewerbeApi.util.upsertQueryData('wettbewerbeFrage', id, ergebnis.frage));
        // The own jockey moves at once, also while the push channel is down.
        dispatch(
          wettbewerbeApi.util.updateQueryData('wettbewerbeById', id, (draft) =>
            mitStand(draft, ergebnis.stand),
          ),
        );
      },
    },
  },
});

export const {
  useWettbewerbeForUserQuery: useGetWettbewerbeQuery,
  useWettbewerbeByIdQuery: useGetWettbewerbQuery,
  useWettbewerbeEinladbarQuery: useGetEinladbarQuery,
  useWettbewerbeFrageQuery: useGetFrageQuery,
  useWettbewerbeErstellenMutation: useErstellenMutation,
  useWettbewerbeAntwortMutation: useAntwortenMutation,
} = wettbewerbe;

/** The own stacks a race can be made of (the list of 'Meine Flashcards'; the API wraps the list). */
export const useGetRennStapelQuery = (userId: number) =>
  unterrichtsmodule.useUnterrichtsmoduleOwnStacksQuery(userId, {
    selectFromResult: (result) => ({ ...result, data: result.data?.unterrichtsmodule }),
  });

export type Aktion = 'annehmen' | 'starten' | 'beenden' | 'verlassen';

/** One trigger for a race's four actions (one endpoint each); the status is the last action's. */
export function useAktionMutation() {
  const mutationen = {
    annehmen: wettbewerbe.useWettbewerbeAnnehmenMutation(),
    starten: wettbewerbe.useWettbewerbeStartenMutation(),
    beenden: wettbewerbe.useWettbewerbeBeendenMutation(),
    verlassen: wettbewerbe.useWettbewerbeVerlassenMutation(),
  };
  const [letzte, setLetzte] = useState<Aktion>('annehmen');
  const ausfuehren = ({ id, aktion }: { id: number; aktion: Aktion }) => {
    setLetzte(aktion);
    return mutationen[aktion][0](id);
  };
  return [ausfuehren, mutationen[letzte][1]] as const;
}
