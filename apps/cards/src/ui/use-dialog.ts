import { useCallback, useRef, useState } from 'react';

export interface DialogSteuerung<T> {
  /** The open dialog's data, null while none is open. */
  offen: T | null;
  /** Opens the dialog; `ausloeser` (default: the focused element) gets the focus back on close. */
  oeffnen: (daten: T, ausloeser?: HTMLElement | null) => void;
  schliessen: () => void;
}

/**
 * One dialog at a time for a page, with the focus going back to what opened it. Mantine's Modal
 * returns the focus only when its `opened` flips; ours are mounted while open, and a menu item that
 * opened one is gone by then, so the caller names the element to return to (a menu's button).
 */
export function useDialog<T>(): DialogSteuerung<T> {
  const [offen, setOffen] = useState<T | null>(null);
  const ausloeserRef = useRef<HTMLElement | null>(null);
  const oeffnen = useCallback((daten: T, ausloeser?: HTMLElement | null) => {
    const aktiv = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ausloeserRef.current = ausloeser ?? aktiv;
    setOffen(() => daten);
  }, []);
  const schliessen = useCallback(() => {
    const ziel = ausloeserRef.current;
    ausloeserRef.current = null;
    setOffen(null);
    // After the dialog has unmounted and released its focus trap.
    if (ziel) window.setTimeout(() => ziel.isConnected && ziel.focus(), 0);
  }, []);
  return { offen, oeffnen, schliessen };
}
