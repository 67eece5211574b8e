import { unterrichtsmoduleApi as generated } from '../generated/unterrichtsmodule';

export * from '../generated/unterrichtsmodule';

/** The portal's tags (TAG_TYPES) that the push channel and the cards remote's mutations invalidate. */
export const unterrichtsmoduleApi = generated.enhanceEndpoints({
  endpoints: {
    unterrichtsmoduleById: {
      providesTags: (_result, _error, arg) => ['unterrichtsmodule', { type: 'Unterrichtsmodul', id: arg.id }],
    },
    unterrichtsmoduleOwnStacks: { providesTags: ['unterrichtsmodule', 'Unterrichtsmodul'] },
    unterrichtsmoduleSharedWithUser: { providesTags: ['unterrichtsmodule', 'Briefkasten'] },
  },
});
