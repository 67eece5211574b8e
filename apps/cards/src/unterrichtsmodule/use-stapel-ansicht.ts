import { useState } from 'react';
import {
  einstellung,
  findEinstellung,
  useGetEinstellungenQuery,
  useSpeichernEinstellungMutation,
} from '../benutzereinstellungen/benutzereinstellungen-api';

export interface StapelAnsicht {
  /** 01 §3 showFlashCardsSymbole: true = card view, false (default) = list view. */
  symbole: boolean;
  setSymbole: (symbole: boolean) => void;
}

/** 01 §2: card view or list view of the stacks, remembered in the user's settings. */
export function useStapelAnsicht(): StapelAnsicht {
  const einstellungen = useGetEinstellungenQuery();
  const [speichern] = useSpeichernEinstellungMutation();
  const [gewaehlt, setGewaehlt] = useState<boolean | null>(null);
  const gemerkt = findEinstellung(einstellungen.data, 'showFlashCardsSymbole')?.boolvalue ?? false;
  return {
    symbole: gewaehlt ?? gemerkt,
    setSymbole: (symbole) => {
      setGewaehlt(symbole);
      void speichern(einstellung('showFlashCardsSymbole', { boolvalue: symbole }));
    },
  };
}
