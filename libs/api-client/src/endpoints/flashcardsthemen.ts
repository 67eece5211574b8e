import { flashcardsthemenApi as generated } from '../generated/flashcardsthemen';

export * from '../generated/flashcardsthemen';

/**
 * The portal's tag 'Flashcardsthemen' on the pick list; a new category refetches nothing (its answer
 * holds every list, the cards remote puts it into the cache).
 */
export const flashcardsthemenApi = generated.enhanceEndpoints({
  endpoints: {
    flashcardsthemenAll: { providesTags: ['Flashcardsthemen'] },
    flashcardsthemenAnlegen: { invalidatesTags: [] },
  },
});
