import type { WettbewerbDetail, WettbewerbStand } from '@lernstapel/contracts';
import { wettbewerbeApi as generated } from '../generated/wettbewerbe';

export * from '../generated/wettbewerbe';

const wettbewerb = (id: number) => ({ type: 'Wettbewerb' as const, id });
/** A race's own question has its own tag: the push channel refreshes it only on a start or an end. */
export const frageTag = (id: number) => ({ type: 'Wettbewerb' as const, id: `frage-${id}` });

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

/** The portal's tags (TAG_TYPES) that the push channel ('Wettbewerb') and the races screens invalidate. */
export const wettbewerbeApi = generated.enhanceEndpoints({
  endpoints: {
    wettbewerbeForUser: { providesTags: ['Wettbewerb'] },
    wettbewerbeById: { providesTags: (_result, _error, id) => [wettbewerb(id)] },
    wettbewerbeEinladbar: { providesTags: [] },
    wettbewerbeFrage: { providesTags: (_result, _error, id) => [frageTag(id)] },
    wettbewerbeErstellen: { invalidatesTags: ['Wettbewerb'] },
    wettbewerbeAnnehmen: { invalidatesTags: ['Wettbewerb'] },
    wettbewerbeStarten: { invalidatesTags: ['Wettbewerb'] },
    wettbewerbeBeenden: { invalidatesTags: ['Wettbewerb'] },
    wettbewerbeVerlassen: { invalidatesTags: ['Wettbewerb'] },
    // An answer moves the own jockey and shows the next question without a request, also while the
    // push channel is down. Here, not in the races remote: the shell's copy of this file, loaded later,
    // replaces the endpoint's definition (overrideExisting) and re-applies only what this file adds.
    wettbewerbeAntwort: {
      invalidatesTags: [],
      onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
        const ergebnis = await queryFulfilled.then(
          (response) => response.data,
          () => null, // a refused answer (another card, race decided) refetches below
        );
        if (!ergebnis) {
          dispatch(wettbewerbeApi.util.invalidateTags([wettbewerb(id), frageTag(id)]));
          return;
        }
        void dispatch(wettbewerbeApi.util.upsertQueryData('wettbewerbeFrage', id, ergebnis.frage));
        dispatch(
          wettbewerbeApi.util.updateQueryData('wettbewerbeById', id, (draft) =>
            mitStand(draft, ergebnis.stand),
          ),
        );
      },
    },
  },
});
