import { uploadsApi as generated } from '../generated/uploads';

export * from '../generated/uploads';

/**
 * No cache tags: the permission is re-read with the editor's refresh (02 §4), an upload changes nothing
 * a list shows (the card's URL is saved with the card).
 */
export const uploadsApi = generated.enhanceEndpoints({
  endpoints: {
    uploadsErlaubnis: { providesTags: [] },
    uploadsHochladen: { invalidatesTags: [] },
  },
});
