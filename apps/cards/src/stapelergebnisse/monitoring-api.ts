import type { MonitoringStapel } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/** GET /api/stapelergebnisse/monitoring: the teacher's assignments with the pupils' results (01 §2). */
export const monitoringApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMonitoring: build.query<MonitoringStapel[], void>({ query: () => 'stapelergebnisse/monitoring' }),
  }),
});

export const { useGetMonitoringQuery } = monitoringApi;
