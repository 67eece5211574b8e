import { useState } from 'react';
import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';
import * as wettbewerbe from '@lernstapel/api-client/endpoints/wettbewerbe';

/**
 * Races (01 §4, §7; 02 §2, §4): lists, the race screen, and playing it on the server, generated from the
 * API's OpenAPI document (`@lernstapel/api-client/endpoints/wettbewerbe`, bundled with this remote; the
 * cache tags and the answer's cache update are there, so a later bundle's copy re-applies them).
 */
export const { wettbewerbeApi, mitStand } = wettbewerbe;

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
