import { unterrichtsmodulteileApi as generated } from '../generated/unterrichtsmodulteile';

export * from '../generated/unterrichtsmodulteile';

/** The portal's tags (TAG_TYPES) that the push channel and the cards remote's mutations invalidate. */
export const unterrichtsmodulteileApi = generated.enhanceEndpoints({
  endpoints: { quizFaellig: { providesTags: ['unterrichtsmodulteile', 'Unterrichtsmodul'] } },
});
