/** Today's calendar date as 'YYYY-MM-DD' in the server's time zone. */
export function isoDateToday(now = new Date()): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
