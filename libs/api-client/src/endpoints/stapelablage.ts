import { stapelablageApi as generated } from '../generated/stapelablage';

export * from '../generated/stapelablage';

/** The portal's tags (TAG_TYPES) that the push channel and the cards remote's mutations invalidate. */
export const stapelablageApi = generated.enhanceEndpoints({
  endpoints: { stapelablageList: { providesTags: ['stapelablage', 'Stapelablage'] } },
});

// ---- The cards remote's hand-ins (issue 24 §3): handing in and each step refresh the stacks too ----
stapelablageApi.enhanceEndpoints({
  endpoints: {
    stapelablageHandIn: { invalidatesTags: ['Stapelablage', 'Unterrichtsmodul'] },
    stapelablageStep: { invalidatesTags: ['Stapelablage', 'Unterrichtsmodul'] },
  },
});
// ---- end of the cards remote's block ----
