import { useEffect } from 'react';

/** 'Ich wusste es!' and 'Ich wusste es nicht.' by key (02 §2, issue 11 keyboard). */
const TASTEN: Readonly<Partial<Record<string, boolean>>> = { j: true, n: false };

/** Ein Tastendruck außerhalb von Eingabefeldern (J/N sollen Tippen nicht stören). */
function inEingabe(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA');
}

/** J and N answer an oral card while its answer shows. */
export function useWussteEsTasten(aktiv: boolean, antworten: (gewusst: boolean) => void) {
  useEffect(() => {
    if (!aktiv) return undefined;
    const taste = (event: KeyboardEvent) => {
      if (inEingabe(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const gewusst = TASTEN[event.key.toLowerCase()];
      if (gewusst === undefined) return;
      // The key must not also type into the next card's answer field, which takes the focus.
      event.preventDefault();
      antworten(gewusst);
    };
    window.addEventListener('keydown', taste);
    return () => window.removeEventListener('keydown', taste);
  });
}
