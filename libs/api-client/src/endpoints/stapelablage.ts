import { stapelablageApi as generated } from '../generated/stapelablage';

export * from '../generated/stapelablage';

/** The portal's tags (TAG_TYPES) that the push channel and the cards remote's mutations invalidate. */
export const stapelablageApi = generated.enhanceEndpoints({
  endpoints: { stapelablageList: { providesTags: ['stapelablage', 'Stapelablage'] } },
});
