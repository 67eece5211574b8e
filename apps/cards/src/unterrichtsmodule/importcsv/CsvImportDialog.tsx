import { useState } from 'react';
import { CSV_MAX_BYTES, CSV_MAX_MB } from '@lernstapel/rules';
import type { StapelListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { useImportierenCsvMutation } from './importcsv-api';
import { DialogForm, FilePicker, Text } from '@lernstapel/ui';

export interface CsvImportDialogProps {
  stapel: Pick<StapelListItem, 'id' | 'bezeichnung'>;
  onEingelesen: (message: string) => void;
  onClose: () => void;
}

/** 01 §9: only .txt and .csv files are offered. */
const ENDUNGEN = /\.(txt|csv)$/i;

/**
 * 01 §9 CSV import: the file goes to the API as it is; a file with bad lines imports nothing, and
 * the API's message names each bad line by number (shown under it as details).
 */
export function CsvImportDialog({ stapel, onEingelesen, onClose }: CsvImportDialogProps) {
  const [datei, setDatei] = useState<File | null>(null);
  const [importieren, { error, isLoading }] = useImportierenCsvMutation();
  const falscherTyp = datei !== null && !ENDUNGEN.test(datei.name);
  // Issue 23 §3: a file too large is refused here with the limit (the API's body limit is the same).
  const zuGross = datei !== null && datei.size > CSV_MAX_BYTES;
  const fehler = falscherTyp ? t('csv.dateiTyp') : zuGross ? t('csv.zuGross', { mb: CSV_MAX_MB }) : null;

  const absenden = async () => {
    if (!datei) return;
    const result = await importieren({ id: stapel.id, datei });
    if (result.data) onEingelesen(result.data.message);
  };

  return (
    <DialogForm
      title={t('stapel.csvImport')}
      absenden={t('stapel.csvEinlesen')}
      gueltig={datei !== null && fehler === null}
      loading={isLoading}
      error={error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <Text fw={600}>{stapel.bezeichnung}</Text>
      <Text size="sm">{t('stapel.csvHinweis')}</Text>
      <FilePicker
        label={t('stapel.csvDatei')}
        accept=".txt,.csv,text/plain,text/csv"
        required
        file={datei}
        onChange={setDatei}
        error={fehler}
      />
    </DialogForm>
  );
}
