import { useState } from 'react';
import { ANKI_MAX_PAKET_BYTES, ANKI_MAX_PAKET_MB, istAnkiDateiname } from '@lernstapel/rules';
import type { StapelListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { useImportierenAnkiMutation } from './anki-api';
import { FilePicker, Text } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';

export interface AnkiImportDialogProps {
  stapel: Pick<StapelListItem, 'id' | 'bezeichnung'>;
  onEingelesen: (message: string) => void;
  onClose: () => void;
}

/**
 * Issue 25 §2: an .apkg or .colpkg goes to the API as it is; a refused package imports nothing and the
 * API's message says why. The confirmation names the cards and media taken and what was left out.
 */
export function AnkiImportDialog({ stapel, onEingelesen, onClose }: AnkiImportDialogProps) {
  const [datei, setDatei] = useState<File | null>(null);
  const [importieren, { error, isLoading }] = useImportierenAnkiMutation();
  const fehler =
    datei === null
      ? null
      : !istAnkiDateiname(datei.name)
        ? t('anki.dateiTyp')
        : datei.size > ANKI_MAX_PAKET_BYTES
          ? t('anki.zuGross', { mb: ANKI_MAX_PAKET_MB })
          : null;

  const absenden = async () => {
    if (!datei) return;
    const result = await importieren({ id: stapel.id, datei });
    if (result.data) {
      const { message, medien, hinweise } = result.data;
      const teile = [
        message,
        ...(medien > 0 ? [t('anki.medienAngehaengt', { anzahl: medien })] : []),
        ...hinweise,
      ];
      onEingelesen(teile.join(' '));
    }
  };

  return (
    <DialogForm
      title={t('anki.importieren')}
      absenden={t('anki.importieren')}
      gueltig={datei !== null && fehler === null}
      loading={isLoading}
      error={error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <Text fw={600}>{stapel.bezeichnung}</Text>
      <Text size="sm">{t('anki.hinweis')}</Text>
      <FilePicker
        label={t('anki.dateiWaehlen')}
        accept=".apkg,.colpkg"
        required
        file={datei}
        onChange={setDatei}
        error={fehler}
      />
    </DialogForm>
  );
}
