import { ponsrequestApi as generated } from '../generated/ponsrequest';

export * from '../generated/ponsrequest';

/** A translation is a lookup: it refreshes nothing. */
export const ponsrequestApi = generated.enhanceEndpoints({
  endpoints: { ponsrequestUebersetzen: { invalidatesTags: [] } },
});
