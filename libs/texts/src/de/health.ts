/** Issue 26 §1: why an instance answers its readiness check with 503 (read by operators and load balancers). */
export const HEALTH = {
  'health.nichtBereit': 'Diese Instanz des Servers ist nicht bereit.',
  'health.datenbankNichtErreichbar': 'Der Datenspeicher (DATABASE_URL) ist nicht erreichbar.',
  'health.redisNichtErreichbar': 'Redis (REDIS_URL) ist nicht erreichbar.',
  'health.wirdBeendet': 'Diese Instanz wird beendet und nimmt keine neuen Anfragen an.',
} as const;
