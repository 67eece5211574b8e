import { useForm } from '@mantine/form';
import { ANKI_MAX_PAKET_BYTES, ANKI_MAX_PAKET_MB, istAnkiDateiname } from '@lernstapel/rules';
import type { StapelListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { useImportierenAnkiMutation } from './anki-api';
import { DialogForm } from '@lernstapel/ui-data';
import { ImportDatei } from '../ImportDatei';

export interface AnkiImportDialogProps {
  stapel: Pick<StapelListItem, 'id' | 'bezeichnung'>;
  onEingelesen: (message: string) => void;
  onClose: () => void;
}

/** Before the upload: an Anki package by its name, within the size the API takes; a file is required. */
function paketFehler(datei: File | null): string | null {
  if (datei === null || !istAnkiDateiname(datei.name)) return t('anki.dateiTyp');
  if (datei.size > ANKI_MAX_PAKET_BYTES) return t('anki.zuGross', { mb: ANKI_MAX_PAKET_MB });
  return null;
}

/**
 * Issue 25 §2: an .apkg or .colpkg goes to the API as it is; a refused package imports nothing and the
 * API's message says why. The confirmation names the cards and media taken and what was left out.
 */
export function AnkiImportDialog({ stapel, onEingelesen, onClose }: AnkiImportDialogProps) {
  const [importieren, { error, isLoading }] = useImportierenAnkiMutation();
  const form = useForm<{ datei: File | null }>({
    initialValues: { datei: null },
    validateInputOnChange: true,
    validate: { datei: paketFehler },
  });
  const { datei } = form.getValues();

  const absenden = async () => {
    if (!datei) return;
    const result = await importieren({ unterrichtsmodulid: stapel.id, body: datei });
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
      gueltig={form.isValid()}
      loading={isLoading}
      error={error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <ImportDatei
        stapelName={stapel.bezeichnung}
        hinweis={t('anki.hinweis')}
        label={t('anki.dateiWaehlen')}
        accept=".apkg,.colpkg"
        file={datei}
        onChange={(gewaehlt) => form.setFieldValue('datei', gewaehlt)}
        error={form.errors.datei}
      />
    </DialogForm>
  );
}
