import * as stapelergebnisse from '@lernstapel/api-client/endpoints/stapelergebnisse';

/**
 * GET /api/stapelergebnisse/monitoring: the teacher's assignments with the pupils' results (01 §2),
 * generated from the API's OpenAPI document (`@lernstapel/api-client/endpoints/stapelergebnisse`).
 */
export const { useMonitoringMonitoringQuery: useGetMonitoringQuery } = stapelergebnisse;
