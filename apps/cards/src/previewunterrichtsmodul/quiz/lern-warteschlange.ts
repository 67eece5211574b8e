import { quizFachUrl } from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';
import { stapelergebnisseSpeichernUrl } from '@lernstapel/api-client/endpoints/stapelergebnisse';
import { lernwarteschlangeSchluessel } from '@lernstapel/rules';

/**
 * The two writes the queue sends, by the name a queued entry keeps on the device (entries queued by an
 * earlier release carry it too); the addresses come from the generated client.
 */
const ADRESSE = {
  'unterrichtsmodulteile/quiz/fach': quizFachUrl,
  stapelergebnisse: stapelergebnisseSpeichernUrl,
} as const;

/** A box change or result on its way to the server; `body` carries the request id that makes it idempotent. */
export interface Auftrag {
  pfad: keyof typeof ADRESSE;
  body: { anfrage_id: string } & Record<string, unknown>;
}

/**
 * One queue per user: on a shared device the next user's session never sends (and so never books)
 * what the previous one answered; those changes wait until their user learns here again.
 */
const schluessel = lernwarteschlangeSchluessel;
/** While something waits: try again this often (besides the browser's 'online' event). */
export const NEUER_VERSUCH_MS = 3000;

type Zuhoerer = (offen: readonly Auftrag[]) => void;
const zuhoerer = new Set<Zuhoerer>();
/** Told about each accepted change with the server's answer (e.g. the result list for the chart). */
type Empfaenger = (auftrag: Auftrag, antwort: unknown) => void;
const empfaenger = new Set<Empfaenger>();
let sendetGerade = false;

function lesen(benutzerId: number): Auftrag[] {
  try {
    const gespeichert = JSON.parse(localStorage.getItem(schluessel(benutzerId)) ?? '[]') as unknown;
    return Array.isArray(gespeichert) ? (gespeichert as Auftrag[]) : [];
  } catch {
    return [];
  }
}

function schreiben(benutzerId: number, auftraege: readonly Auftrag[]): void {
  localStorage.setItem(schluessel(benutzerId), JSON.stringify(auftraege));
  for (const melden of zuhoerer) melden(auftraege);
}

/** What still waits to be sent for the user (kept in the browser across reloads). */
export function offeneAuftraege(benutzerId: number): readonly Auftrag[] {
  return lesen(benutzerId);
}

/** Keeps the change in the browser first, then sends it: a cut network loses nothing. */
export function einreihen(benutzerId: number, auftrag: Auftrag): void {
  schreiben(benutzerId, [...lesen(benutzerId), auftrag]);
  void senden(benutzerId);
}

/**
 * Sends the waiting changes in order. A network failure or a server that is not there (5xx) keeps
 * the change for the next try; a refusal (4xx) would never succeed and is dropped. Replays are safe:
 * the server counts each request id once.
 */
export async function senden(benutzerId: number): Promise<void> {
  if (sendetGerade) return;
  sendetGerade = true;
  try {
    for (let naechster = lesen(benutzerId)[0]; naechster; naechster = lesen(benutzerId)[0]) {
      let antwort: Response;
      try {
        antwort = await fetch(
          new Request(ADRESSE[naechster.pfad](), {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(naechster.body),
          }),
        );
      } catch {
        return;
      }
      if (antwort.status >= 500 || antwort.status === 408 || antwort.status === 429) return;
      if (antwort.ok) {
        const inhalt = (await antwort.json().catch(() => null)) as unknown;
        for (const melden of empfaenger) melden(naechster, inhalt);
      }
      const gesendet = naechster.body.anfrage_id;
      schreiben(
        benutzerId,
        lesen(benutzerId).filter((auftrag) => auftrag.body.anfrage_id !== gesendet),
      );
    }
  } finally {
    sendetGerade = false;
  }
}

/** Calls `melden` with each change the server accepted and its answer; answers the unsubscribe. */
export function empfangen(melden: Empfaenger): () => void {
  empfaenger.add(melden);
  return () => empfaenger.delete(melden);
}

/** Calls `melden` with the waiting changes whenever they change; answers the unsubscribe. */
export function beobachten(melden: Zuhoerer): () => void {
  zuhoerer.add(melden);
  return () => zuhoerer.delete(melden);
}
