import type { PruefungStatusWert } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';

const STATUS_TEXT: Record<PruefungStatusWert, TextKey> = {
  'in Bearbeitung': 'pruefungen.status.inBearbeitung',
  abgegeben: 'pruefungen.status.abgegeben',
  korrigiert: 'pruefungen.status.korrigiert',
};

/** 02 §4: 'Noch nicht angefangen' for no status, else the status's text. */
export function statusText(status: PruefungStatusWert | null): string {
  return t(status === null ? 'pruefungen.status.nichtAngefangen' : STATUS_TEXT[status]);
}
