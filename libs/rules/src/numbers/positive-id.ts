/** The largest id a table's INT column holds; the API refuses larger ones. */
export const MAX_ID = 2_147_483_647;

/**
 * A record id as written in a URL (route segment or API path): a positive integer without sign,
 * leading zero or other characters, at most MAX_ID; null for anything else.
 */
export function positiveIdFrom(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
