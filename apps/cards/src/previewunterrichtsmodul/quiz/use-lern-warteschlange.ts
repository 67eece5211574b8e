import { useCallback, useEffect, useState } from 'react';
import { useGetSessionQuery } from '@lernstapel/api-client';
import {
  beobachten,
  einreihen,
  NEUER_VERSUCH_MS,
  offeneAuftraege,
  senden,
  type Auftrag,
} from './lern-warteschlange';

export interface LernWarteschlange {
  offen: readonly Auftrag[];
  /** Queues a change of the signed-in user (none while the session is unknown). */
  einreihen: (auftrag: Auftrag) => void;
}

/**
 * The signed-in user's waiting box changes and results, and the retries while the page is open: at
 * once, when the browser is back online, and every few seconds while something waits.
 */
export function useLernWarteschlange(): LernWarteschlange {
  const benutzerId = useGetSessionQuery().data?.user?.id;
  const [offen, setOffen] = useState<readonly Auftrag[]>([]);
  useEffect(() => {
    if (benutzerId === undefined) return undefined;
    setOffen(offeneAuftraege(benutzerId));
    const abmelden = beobachten(setOffen);
    const erneut = () => void senden(benutzerId);
    window.addEventListener('online', erneut);
    const timer = window.setInterval(() => {
      if (offeneAuftraege(benutzerId).length > 0) erneut();
    }, NEUER_VERSUCH_MS);
    erneut();
    return () => {
      abmelden();
      window.removeEventListener('online', erneut);
      window.clearInterval(timer);
    };
  }, [benutzerId]);
  const neu = useCallback(
    (auftrag: Auftrag) => {
      if (benutzerId !== undefined) einreihen(benutzerId, auftrag);
    },
    [benutzerId],
  );
  return { offen, einreihen: neu };
}
