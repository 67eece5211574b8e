import { useEffect, useRef } from 'react';
import { einstellung, useSpeichernEinstellungMutation } from './benutzereinstellungen-api';

/**
 * 01 §2 the dashboard's 'last used stack': the setting lastUModuleID is set when a stack is opened
 * (once per stack and page visit). `aktiv` false for stacks that are not the user's to come back to
 * (mailbox, library, a hand-in under review) and while the stack is not loaded.
 */
export function useZuletztGeoeffnet(stapelId: number, aktiv: boolean): void {
  const [speichern] = useSpeichernEinstellungMutation();
  const gemerkt = useRef<number | null>(null);
  useEffect(() => {
    if (!aktiv || gemerkt.current === stapelId) return;
    gemerkt.current = stapelId;
    void speichern(einstellung('lastUModuleID', { intvalue: stapelId }));
  }, [aktiv, stapelId, speichern]);
}
