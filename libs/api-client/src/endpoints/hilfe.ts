import { hilfeApi as generated } from '../generated/hilfe';

export * from '../generated/hilfe';

/** Reference data: nothing refreshes it (the cards remote keeps it for an hour). */
export const hilfeApi = generated.enhanceEndpoints({
  endpoints: { hilfeEingabehilfe: { providesTags: [] } },
});
