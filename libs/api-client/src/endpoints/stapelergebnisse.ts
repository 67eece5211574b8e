import { stapelergebnisseApi as generated } from '../generated/stapelergebnisse';

export * from '../generated/stapelergebnisse';

/**
 * No cache tags: the quiz's results go through its offline queue (not this client), and the chart and
 * the teacher's monitoring load afresh each time they open.
 */
export const stapelergebnisseApi = generated.enhanceEndpoints({
  endpoints: {
    monitoringMonitoring: { providesTags: [] },
    stapelergebnisseVerlauf: { providesTags: [] },
    stapelergebnisseSpeichern: { invalidatesTags: [] },
  },
});
