import { wettbewerbeApi as generated } from '../generated/wettbewerbe';

export * from '../generated/wettbewerbe';

/** The portal's tags (TAG_TYPES) that the push channel and the races remote's mutations invalidate. */
export const wettbewerbeApi = generated.enhanceEndpoints({
  endpoints: { wettbewerbeForUser: { providesTags: ['wettbewerbe', 'Wettbewerb'] } },
});
