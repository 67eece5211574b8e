import { useCallback, useEffect, useRef, useState } from 'react';
import type { PruefungsAntwort } from '@lernstapel/contracts';
import { entwurfAendern, entwurfGesendet, offeneAntworten } from './entwurf-speicher';

/** Pause after the last keystroke before an answer is saved (issue 12: saved as the pupil types). */
export const AUTOSAVE_MS = 600;
/** While the server cannot be reached: try the open answers again this often (and when the browser is back online). */
export const NEUER_VERSUCH_MS = 3000;

/** How one save went: stored, not reached (network or server down: try again), or refused (4xx). */
export type SendeErgebnis = 'ok' | 'netz' | 'abgelehnt';

/**
 * Autosave of an exam that loses nothing (issue 23). Every change goes into the browser's draft at
 * once (`schluessel`, per user and exam), then is sent AUTOSAVE_MS after the part's last change. A
 * save that does not reach the server is tried again every NEUER_VERSUCH_MS and on the 'online'
 * event until the server has it; open answers from before a reload are sent when the form opens.
 * `flush` stops the timers (the hand-in sends every answer itself).
 */
export function useAutosave(schluessel: string, save: (antwort: PruefungsAntwort) => Promise<SendeErgebnis>) {
  const timer = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nochmal = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Refused answers are not sent again until they change (the same request would be refused again).
  const abgelehnt = useRef(new Set<number>());
  const saveRef = useRef(save);
  saveRef.current = save;
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );
  const [offen, setOffen] = useState<number[]>(() => [...offeneAntworten(schluessel).keys()]);
  const aktualisieren = useCallback(() => setOffen([...offeneAntworten(schluessel).keys()]), [schluessel]);

  const senden = useCallback(
    async (id: number): Promise<SendeErgebnis | null> => {
      const antwort = offeneAntworten(schluessel).get(id);
      if (!antwort || abgelehnt.current.has(id)) return null;
      const ergebnis = await saveRef.current(antwort);
      if (ergebnis === 'ok') {
        entwurfGesendet(schluessel, antwort);
        setOffline(false);
      } else if (ergebnis === 'abgelehnt') {
        abgelehnt.current.add(id);
      }
      aktualisieren();
      return ergebnis;
    },
    [schluessel, aktualisieren],
  );

  const allesSendenRef = useRef<() => Promise<void>>(async () => undefined);
  /** Not reached: say so and try again later (once, however many saves failed). */
  const nichtErreicht = useCallback(() => {
    setOffline(true);
    if (nochmal.current === null) {
      nochmal.current = setTimeout(() => void allesSendenRef.current(), NEUER_VERSUCH_MS);
    }
  }, []);

  const allesSenden = useCallback(async () => {
    if (nochmal.current !== null) clearTimeout(nochmal.current);
    nochmal.current = null;
    for (const id of offeneAntworten(schluessel).keys()) {
      if ((await senden(id)) === 'netz') {
        nichtErreicht();
        return;
      }
    }
  }, [schluessel, senden, nichtErreicht]);
  allesSendenRef.current = allesSenden;

  const schedule = useCallback(
    (antwort: PruefungsAntwort) => {
      const id = antwort.pruefungsteil_id;
      entwurfAendern(schluessel, antwort);
      abgelehnt.current.delete(id);
      aktualisieren();
      clearTimeout(timer.current.get(id));
      timer.current.set(
        id,
        setTimeout(() => {
          timer.current.delete(id);
          void senden(id).then((ergebnis) => {
            if (ergebnis === 'netz') nichtErreicht();
          });
        }, AUTOSAVE_MS),
      );
    },
    [schluessel, aktualisieren, senden, nichtErreicht],
  );

  const flush = useCallback(() => {
    for (const laufend of timer.current.values()) clearTimeout(laufend);
    timer.current.clear();
  }, []);

  useEffect(() => {
    void allesSenden();
    const online = () => void allesSenden();
    const weg = () => setOffline(true);
    window.addEventListener('online', online);
    window.addEventListener('offline', weg);
    const timers = timer.current;
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', weg);
      if (nochmal.current !== null) clearTimeout(nochmal.current);
      // Leaving the page: what waits is sent now (and stays in the draft until the server has it).
      for (const [id, laufend] of timers) {
        clearTimeout(laufend);
        const antwort = offeneAntworten(schluessel).get(id);
        if (antwort)
          void saveRef.current(antwort).then((e) => e === 'ok' && entwurfGesendet(schluessel, antwort));
      }
      timers.clear();
    };
  }, [schluessel, allesSenden]);

  return { schedule, flush, offline, offen };
}
