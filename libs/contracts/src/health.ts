/** Issue 26 §1: what a load balancer's health check reads (`GET /api/health/live`, `…/ready`). */
export interface HealthLiveResponse {
  status: 'ok';
}

/** `GET /api/health/ready` when the instance can serve: its database and, when configured, Redis answered. */
export interface HealthReadyResponse {
  datenbank: 'erreichbar';
  redis: 'erreichbar' | 'nicht eingerichtet';
}
