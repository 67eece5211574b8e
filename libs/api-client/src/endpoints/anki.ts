import { ankiApi as generated } from '../generated/anki';

export * from '../generated/anki';

/** An imported package adds cards to the stack: its screens and the own list refresh ('Unterrichtsmodul'). */
export const ankiApi = generated.enhanceEndpoints({
  endpoints: {
    ankiImportieren: {
      invalidatesTags: (_result, _error, { unterrichtsmodulid }) => [
        'Unterrichtsmodul',
        { type: 'Unterrichtsmodul', id: unterrichtsmodulid },
      ],
    },
  },
});
