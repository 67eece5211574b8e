import { useEffect, useState } from 'react';
import { beobachten, NEUER_VERSUCH_MS, offeneAuftraege, senden, type Auftrag } from './lern-warteschlange';

/**
 * The waiting box changes and results, and the retries while the page is open: at once, when the
 * browser is back online, and every few seconds while something waits.
 */
export function useLernWarteschlange(): readonly Auftrag[] {
  const [offen, setOffen] = useState<readonly Auftrag[]>(offeneAuftraege);
  useEffect(() => {
    const abmelden = beobachten(setOffen);
    const erneut = () => void senden();
    window.addEventListener('online', erneut);
    const timer = window.setInterval(() => {
      if (offeneAuftraege().length > 0) erneut();
    }, NEUER_VERSUCH_MS);
    erneut();
    return () => {
      abmelden();
      window.removeEventListener('online', erneut);
      window.clearInterval(timer);
    };
  }, []);
  return offen;
}
