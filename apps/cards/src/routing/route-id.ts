/** The numeric id of a route such as /editunterrichtsmodul/{id}; null when the segment is no positive integer. */
export function routeIdFrom(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  return Number(segment);
}
