import { useId, useState } from 'react';
import type { StapelListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { useImportierenCsvMutation } from './importcsv-api';
import { DialogForm, Input, Text } from '@lernstapel/ui';

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
  const inputId = useId();
  const [datei, setDatei] = useState<File | null>(null);
  const [importieren, { error, isLoading }] = useImportierenCsvMutation();
  const falscherTyp = datei !== null && !ENDUNGEN.test(datei.name);

  const absenden = async () => {
    if (!datei) return;
    const result = await importieren({ id: stapel.id, datei });
    if (result.data) onEingelesen(result.data.message);
  };

  return (
    <DialogForm
      title={t('stapel.csvImport')}
      absenden={t('stapel.csvEinlesen')}
      gueltig={datei !== null && !falscherTyp}
      loading={isLoading}
      error={error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <Text fw={600}>{stapel.bezeichnung}</Text>
      <Text size="sm">{t('stapel.csvHinweis')}</Text>
      <Input.Wrapper
        label={t('stapel.csvDatei')}
        labelProps={{ htmlFor: inputId }}
        required
        error={falscherTyp ? t('csv.dateiTyp') : null}
      >
        <input
          id={inputId}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          data-autofocus
          onChange={(event) => setDatei(event.currentTarget.files?.[0] ?? null)}
        />
      </Input.Wrapper>
    </DialogForm>
  );
}
