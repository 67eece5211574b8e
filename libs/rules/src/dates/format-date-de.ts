/**
 * German dates with 2-digit components (01 §9): dd.MM.yyyy and dd.MM.yyyy HH:mm.
 *
 * Built on Intl.DateTimeFormat (de-DE) rather than date-fns: every browser and Node 20 (full ICU)
 * have it, so the shared libs add no dependency to each remote's bundle, and time zones come for
 * free. The parts are assembled by hand so the output does not depend on the ICU version's
 * separators (e.g. the comma ICU puts between date and time).
 */
export interface DateFormatOptions {
  /** IANA time zone, e.g. 'Europe/Zurich'; default: the runtime's local zone. */
  timeZone?: string;
}

export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('de-DE', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The local zone's parts come from the Date itself: a browser builds its first Intl.DateTimeFormat from
 * its locale data, a task of about 20 ms on a slow phone while a page with dates first renders (issue 27).
 */
function localParts(value: Date): Record<string, string> {
  return {
    day: twoDigits(value.getDate()),
    month: twoDigits(value.getMonth() + 1),
    year: String(value.getFullYear()),
    hour: twoDigits(value.getHours()),
    minute: twoDigits(value.getMinutes()),
  };
}

function partsOf(date: DateInput, options: DateFormatOptions): Record<string, string> {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  if (options.timeZone === undefined) return localParts(value);
  const parts: Record<string, string> = {};
  for (const part of formatterFor(options.timeZone).formatToParts(value)) parts[part.type] = part.value;
  return parts;
}

/**
 * dd.MM.yyyy. An ISO calendar date ('2025-07-20') is shown as that day in every time zone; other
 * strings and numbers go through `new Date`. Throws RangeError for an invalid date.
 */
export function formatDateDe(date: DateInput, options: DateFormatOptions = {}): string {
  if (typeof date === 'string') {
    const match = DATE_ONLY.exec(date);
    if (match) return `${match[3]}.${match[2]}.${match[1]}`;
  }
  const { day, month, year } = partsOf(date, options);
  return `${day}.${month}.${year}`;
}

/** dd.MM.yyyy HH:mm (24 hours). Throws RangeError for an invalid date. */
export function formatDateTimeDe(date: DateInput, options: DateFormatOptions = {}): string {
  const { day, month, year, hour, minute } = partsOf(date, options);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** 02 §9: time taken shown as minutes:seconds (seconds with 2 digits), e.g. 125 → '2:05'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
