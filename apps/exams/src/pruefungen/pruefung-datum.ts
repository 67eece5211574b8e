import type { PruefungListItem } from '@lernstapel/contracts';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

/** 01 §4: an exam's date in German, followed by '(abgelaufen)' once it is past. */
export function pruefungDatumText(pruefung: Pick<PruefungListItem, 'datum' | 'abgelaufen'>): string {
  const datum = formatDateDe(pruefung.datum);
  return pruefung.abgelaufen ? `${datum} ${t('pruefungen.abgelaufen')}` : datum;
}
