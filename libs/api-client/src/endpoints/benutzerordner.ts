import { benutzerordnerApi as generated } from '../generated/benutzerordner';

export * from '../generated/benutzerordner';

/** The portal's tags: a folder's stacks change the stack lists too ('Unterrichtsmodul'). */
export const benutzerordnerApi = generated.enhanceEndpoints({
  endpoints: {
    benutzerordnerList: { providesTags: ['Benutzerordner'] },
    benutzerordnerSave: { invalidatesTags: ['Benutzerordner'] },
    benutzerordnerDelete: { invalidatesTags: ['Benutzerordner', 'Unterrichtsmodul'] },
    benutzerordnerStacks: { invalidatesTags: ['Benutzerordner', 'Unterrichtsmodul'] },
  },
});
