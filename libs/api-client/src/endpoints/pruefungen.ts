import { pruefungenApi as generated } from '../generated/pruefungen';

export * from '../generated/pruefungen';

const pruefung = (id: number) => ({ type: 'Pruefung' as const, id });

/**
 * The portal's tags instead of the domain tag: the push channel invalidates 'Pruefung' (the class list,
 * services/api/src/push), one exam's screens refresh by its id, and the answer autosave invalidates
 * nothing (the form holds the typed answer, issue 12).
 */
export const pruefungenApi = generated.enhanceEndpoints({
  endpoints: {
    pruefungenForClass: { providesTags: ['Pruefung'] },
    pruefungenById: { providesTags: (_result, _error, id) => [pruefung(id)] },
    pruefungenCreate: { invalidatesTags: ['Pruefung'] },
    pruefungenDelete: { invalidatesTags: ['Pruefung'] },
    pruefungenSpeichern: { invalidatesTags: ['Pruefung'] },
    pruefungenFreigeben: { invalidatesTags: ['Pruefung'] },
    pruefungenPruefungsteile: { providesTags: (_result, _error, id) => [pruefung(id)] },
    pruefungenPruefungsteileSpeichern: { invalidatesTags: (_result, _error, { id }) => [pruefung(id)] },
    // The list too: it shows the pupil's own status (issue 23).
    pruefungenStarten: { invalidatesTags: (_result, _error, id) => [pruefung(id), 'Pruefung'] },
    pruefungenSchuelerInPruefungen: { providesTags: (_result, _error, id) => [pruefung(id)] },
    pruefungenSchuelerAntworten: { providesTags: (_result, _error, { id }) => [pruefung(id)] },
    pruefungenAntwortSpeichern: { invalidatesTags: [] },
    pruefungenAbgeben: {
      invalidatesTags: (_result, _error, { pruefung_id }) => [pruefung(pruefung_id), 'Pruefung'],
    },
    pruefungenKorrigieren: { invalidatesTags: (_result, _error, { id }) => [pruefung(id)] },
  },
});
