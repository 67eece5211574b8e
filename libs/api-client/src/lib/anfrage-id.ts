import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The request id header the API reads (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const ANFRAGE_ID_HEADER = 'Idempotency-Key';

/** How long after its answer an identical change still counts as the same user action (a double click). */
export const GLEICHE_AKTION_MS = 2_000;

const SCHREIBEND = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A version-4 UUID for a request id; crypto.randomUUID exists only in secure contexts (https, localhost). */
export function anfrageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const [version = 0, variante = 0] = [bytes[6], bytes[8]];
  bytes[6] = (version & 0x0f) | 0x40;
  bytes[8] = (variante & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Aktion {
  id: string;
  /** The change's body (JSON, or the number of a file or form object). */
  koerper: string;
  /** Requests of the action still waiting for their answer. */
  offen: number;
  /** Until when (ms) an identical change is the same action again. */
  bis: number;
}

/** A file or form is the same only as the same object (a double click sends the same File twice). */
const koerperNummern = new WeakMap<object, number>();
let letzteNummer = 0;

function koerperSchluessel(body: unknown): string {
  if (body === null || typeof body !== 'object') return JSON.stringify(body ?? null);
  const prototyp = Object.getPrototypeOf(body);
  if (Array.isArray(body) || prototyp === Object.prototype || prototyp === null) return JSON.stringify(body);
  let nummer = koerperNummern.get(body);
  if (nummer === undefined) {
    letzteNummer += 1;
    nummer = letzteNummer;
    koerperNummern.set(body, nummer);
  }
  return `#${nummer}`;
}

/**
 * Issue 22 §3: every change the portal sends carries a request id, one per user action. The same
 * change to the same address right after it (nothing else sent there in between), while the first is
 * on its way or within GLEICHE_AKTION_MS of its answer (a double click, a second tap on a slow phone),
 * is the same action and goes out with the same id; the API
 * runs it once and answers the repeat with the first result, so no second stack, folder or exam.
 * Wraps the retry of unavailable loads, so any retry keeps the id too.
 */
export function withAnfrageId(
  baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>,
  jetzt: () => number = Date.now,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  /** The last change per method and address: only the same change right after it is a repeat. */
  const letzte = new Map<string, Aktion>();
  return async (args, api, extraOptions) => {
    if (typeof args === 'string' || !SCHREIBEND.has((args.method ?? 'GET').toUpperCase())) {
      return baseQuery(args, api, extraOptions);
    }
    for (const [adresse, aktion] of letzte) {
      if (aktion.offen === 0 && aktion.bis < jetzt()) letzte.delete(adresse);
    }
    const adresse = `${args.method?.toUpperCase()} ${args.url} ${JSON.stringify(args.params ?? null)}`;
    const koerper = koerperSchluessel(args.body);
    const vorige = letzte.get(adresse);
    // A different change in between (a setting on, off, on again) makes the same change a new action.
    const aktion = vorige?.koerper === koerper ? vorige : { id: anfrageId(), koerper, offen: 0, bis: 0 };
    letzte.set(adresse, aktion);
    aktion.offen += 1;
    try {
      const headers = new Headers(args.headers as HeadersInit | undefined);
      headers.set(ANFRAGE_ID_HEADER, aktion.id);
      return await baseQuery({ ...args, headers }, api, extraOptions);
    } finally {
      aktion.offen -= 1;
      aktion.bis = jetzt() + GLEICHE_AKTION_MS;
    }
  };
}
