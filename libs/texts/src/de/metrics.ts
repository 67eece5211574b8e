/** Issue 26 §4: /api/metrics is for the operator's monitoring. */
export const METRICS = {
  'metrics.nichtFreigegeben':
    'Die Messwerte sind nur auf dem Server selbst oder mit dem Zugangsschlüssel (METRICS_TOKEN) abrufbar.',
} as const;
