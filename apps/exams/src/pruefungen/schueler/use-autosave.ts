import { useCallback, useEffect, useRef } from 'react';
import type { PruefungsAntwort } from '@lernstapel/contracts';

/** Pause after the last keystroke before an answer is saved (issue 12: saved as the pupil types). */
export const AUTOSAVE_MS = 600;

/**
 * Debounced save per part: `schedule` saves the part's latest answer AUTOSAVE_MS after its last
 * change; `flush` cancels what is pending (the hand-in sends every answer itself). Pending saves run
 * when the component goes away, so leaving the page loses nothing.
 */
export function useAutosave(save: (antwort: PruefungsAntwort) => void) {
  const pending = useRef(
    new Map<number, { timer: ReturnType<typeof setTimeout>; antwort: PruefungsAntwort }>(),
  );
  const saveRef = useRef(save);
  saveRef.current = save;

  const schedule = useCallback((antwort: PruefungsAntwort) => {
    const alt = pending.current.get(antwort.pruefungsteil_id);
    if (alt) clearTimeout(alt.timer);
    const timer = setTimeout(() => {
      pending.current.delete(antwort.pruefungsteil_id);
      saveRef.current(antwort);
    }, AUTOSAVE_MS);
    pending.current.set(antwort.pruefungsteil_id, { timer, antwort });
  }, []);

  const flush = useCallback(() => {
    for (const { timer } of pending.current.values()) clearTimeout(timer);
    pending.current.clear();
  }, []);

  useEffect(() => {
    const offen = pending.current;
    return () => {
      for (const { timer, antwort } of offen.values()) {
        clearTimeout(timer);
        saveRef.current(antwort);
      }
      offen.clear();
    };
  }, []);

  return { schedule, flush };
}
