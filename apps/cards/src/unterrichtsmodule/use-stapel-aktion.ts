import type { ApiCallError } from '@lernstapel/api-client';
import { useOrdnerStapelMutation } from '../benutzerordner/benutzerordner-api';
import type { SeitenDialogArt } from './SeitenDialog';
import type { StapelAktion } from './stapel-aktionen';
import type { StapelZeile } from './stapel-zeile';

export interface StapelAktionAusfuehren {
  ausfuehren: (aktion: StapelAktion, stapel: StapelZeile, ausloeser: HTMLElement | null) => void;
  /** a direct action (no dialog) that failed */
  error: ApiCallError | undefined;
}

/** A stack's menu choice: most open their dialog; 'Aus dem Ordner nehmen' happens at once. */
export function useStapelAktion(
  oeffnen: (dialog: SeitenDialogArt, ausloeser?: HTMLElement | null) => void,
): StapelAktionAusfuehren {
  const [ordnerStapel, { error }] = useOrdnerStapelMutation();
  const ausfuehren = (aktion: StapelAktion, stapel: StapelZeile, ausloeser: HTMLElement | null) => {
    switch (aktion) {
      case 'eigenschaften':
        oeffnen({ art: 'stapel', stapel }, ausloeser);
        return;
      case 'ausOrdner':
        void ordnerStapel({ id: null, unterrichtsmodule_ids: [stapel.id] });
        return;
      case 'csvExport':
      case 'ankiExport':
        return; // a download link, nothing to open
      case 'teilen':
      case 'team':
      case 'teamBeenden':
      case 'einreichen':
      case 'veroeffentlichen':
      case 'zuruecknehmen':
      case 'csvImport':
      case 'ankiImport':
      case 'loeschen':
        oeffnen({ art: aktion, stapel }, ausloeser);
    }
  };
  return { ausfuehren, error };
}
