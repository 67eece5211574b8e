import { useEffect, useState } from 'react';

/**
 * Issue 23 §2 (WCAG 2.4.3): focus goes back to the element that opened a dialog once the dialog is
 * gone, by Esc or by a button. Mantine's Modal returns focus only when `opened` turns false; our
 * dialogs are mounted while open and unmounted to close, which left the focus on <body>.
 * The opener is noted while the dialog first renders, before the dialog's focus trap moves the focus.
 * `aktiv` false: a dialog that stays mounted and is opened and closed by `opened` (Mantine returns the focus).
 */
export function useReturnFocus(aktiv = true): void {
  const [opener] = useState(() =>
    !aktiv || typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  useEffect(
    () => () => {
      if (!opener || opener === document.body) return;
      // After the unmount has run, so the focus trap has let go; only when nothing else took the focus.
      window.setTimeout(() => {
        const aktiv = document.activeElement;
        const verloren = aktiv === null || aktiv === document.body || !aktiv.isConnected;
        if (verloren && opener.isConnected) opener.focus();
      }, 0);
    },
    [opener],
  );
}
