import { unterrichtsmodulteileApi as generated } from '../generated/unterrichtsmodulteile';

export * from '../generated/unterrichtsmodulteile';

/** The portal's tags (TAG_TYPES) that the push channel and the cards remote's mutations invalidate. */
export const unterrichtsmodulteileApi = generated.enhanceEndpoints({
  endpoints: { quizFaellig: { providesTags: ['unterrichtsmodulteile', 'Unterrichtsmodul'] } },
});

// --- cards remote (cards, quiz, editor helpers): the portal's tags and cache behaviour --------------------
// Today's tags, replacing the generated domain tag: the quiz, the conjugation proposal and the
// pronunciation are never refreshed by a change (a running quiz keeps its shuffled cards). The cache
// behaviour lives here too, not in the cards remote: the exams remote injects these endpoints as well
// (overrideExisting), and each bundle's copy of this file re-applies all of it, in whatever order they load.
const stapel = (id: number) => ({ type: 'Unterrichtsmodul' as const, id });

generated.enhanceEndpoints({
  endpoints: {
    unterrichtsmodulteileForStack: {
      providesTags: (_result, _error, { unterrichtsmodulid }) => [stapel(unterrichtsmodulid)],
    },
    // The stack's counts (cards to correct, the red hint) change with a card.
    unterrichtsmodulteileKorrektur: {
      invalidatesTags: ['Unterrichtsmodul'],
      // 02 §2: the toggle moves at once in every loaded list of the card; a refused change (licence,
      // team rule) is undone, and the page shows the error from the mutation result.
      onQueryStarted: async (
        { id, korrekturmarkierung, notizen },
        { dispatch, getState, queryFulfilled },
      ) => {
        const listen = generated.util.selectCachedArgsForQuery(getState(), 'unterrichtsmodulteileForStack');
        const patches = listen.map((liste) =>
          dispatch(
            generated.util.updateQueryData('unterrichtsmodulteileForStack', liste, (karten) => {
              const karte = karten.find((eintrag) => eintrag.id === id);
              if (!karte) return;
              karte.korrekturmarkierung = korrekturmarkierung;
              if (notizen !== undefined) karte.notizen = notizen;
            }),
          ),
        );
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
    },
    unterrichtsmodulteileSpeichern: { invalidatesTags: ['Unterrichtsmodul'] },
    unterrichtsmodulteileLoeschen: { invalidatesTags: ['Unterrichtsmodul'] },
    unterrichtsmodulteileKopieren: { invalidatesTags: ['Unterrichtsmodul'] },
    konjugationVorschlag: { providesTags: [] },
    howtopronounceAudio: { providesTags: [] },
    // Every start reloads the cards (02 §4 "Restart reloads and shuffles").
    quizQuiz: { providesTags: [], keepUnusedDataFor: 0 },
    quizZuruecksetzen: { invalidatesTags: ['Unterrichtsmodul'] },
  },
});

// --- end cards remote ---------------------------------------------------------------------------------
