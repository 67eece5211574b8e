/** Today's calendar date as 'YYYY-MM-DD' in the server's time zone. */
export function isoDateToday(now = new Date()): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'YYYY-MM-DD' when `value` is exactly a real calendar date in that form (2026-02-30 is not), else null. */
export function isoDateOrNull(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [jahr, monat, tag] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const datum = new Date(Date.UTC(jahr, monat - 1, tag));
  const echt =
    datum.getUTCFullYear() === jahr && datum.getUTCMonth() === monat - 1 && datum.getUTCDate() === tag;
  return echt ? value : null;
}
