import { GERAETESPEICHER_DATENBANK } from '@lernstapel/contracts';
import { lernwarteschlangeSchluessel } from '@lernstapel/rules';
import { CACHE_NAMES } from './sw-protocol';

/** Another tab still holding the database open delays its deletion; the logout does not wait longer. */
const LOESCHEN_WARTEN_MS = 3000;

function datenbankLoeschen(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise<void>((fertig) => {
    const anfrage = indexedDB.deleteDatabase(GERAETESPEICHER_DATENBANK);
    anfrage.onsuccess = () => fertig();
    anfrage.onerror = () => fertig();
    // Blocked: the deletion goes on once the other tab lets go (the cards remote closes on request).
    setTimeout(fertig, LOESCHEN_WARTEN_MS);
  });
}

/**
 * The user's queue of quiz answers goes only when everything in it is sent. Answers given offline
 * and not yet sent stay (they name card ids and known/not known, no card texts), under this user's
 * key only, and are sent when this user learns on this device again: never lost without a word, and
 * never sent by or for someone else (lern-warteschlange.ts).
 */
function gesendeteWarteschlangeLoeschen(benutzerId: number): void {
  const schluessel = lernwarteschlangeSchluessel(benutzerId);
  try {
    const offen = JSON.parse(localStorage.getItem(schluessel) ?? '[]') as unknown;
    if (Array.isArray(offen) && offen.length === 0) localStorage.removeItem(schluessel);
  } catch {
    // unreadable: it stays as it is (nothing is deleted that might hold answers)
  }
}

/**
 * Issue 27: logging out deletes what was kept on the device for the user, so that the next user of
 * the device never sees it: the service worker's copy of their session, the stacks kept for learning
 * offline (IndexedDB, all users' records: the device is handed on) and the emptied answer queue.
 * The app's files stay.
 */
export async function clearDeviceStore(benutzerId: number | undefined): Promise<void> {
  const sitzungLoeschen = typeof caches === 'undefined' ? false : caches.delete(CACHE_NAMES.offlineReads);
  await Promise.all([sitzungLoeschen, datenbankLoeschen()]);
  if (benutzerId !== undefined) gesendeteWarteschlangeLoeschen(benutzerId);
}
