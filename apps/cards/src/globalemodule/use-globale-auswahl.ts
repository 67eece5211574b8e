import { useState } from 'react';
import {
  einstellung,
  findEinstellung,
  useGetEinstellungenQuery,
  useSpeichernEinstellungMutation,
} from '../benutzereinstellungen/benutzereinstellungen-api';

export interface GlobaleAuswahl {
  /** the chosen topic and category, else the ones chosen last time (02 §2: reopened); null: none yet */
  themaId: number | null;
  kategorieId: number | null;
  setThema: (id: number) => void;
  setKategorie: (id: number) => void;
}

/** 02 §2: the library remembers the chosen topic and category in the user's settings. */
export function useGlobaleAuswahl(): GlobaleAuswahl {
  const einstellungen = useGetEinstellungenQuery();
  const [speichern] = useSpeichernEinstellungMutation();
  const [thema, setThema] = useState<number | null>(null);
  const [kategorie, setKategorie] = useState<number | null>(null);
  return {
    themaId: thema ?? findEinstellung(einstellungen.data, 'lastGlobaleModuleThema')?.intvalue ?? null,
    kategorieId:
      kategorie ?? findEinstellung(einstellungen.data, 'lastGlobaleModuleKategorie')?.intvalue ?? null,
    setThema: (id) => {
      setThema(id);
      void speichern(einstellung('lastGlobaleModuleThema', { intvalue: id }));
    },
    setKategorie: (id) => {
      setKategorie(id);
      void speichern(einstellung('lastGlobaleModuleKategorie', { intvalue: id }));
    },
  };
}
