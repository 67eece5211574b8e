import { useForm } from '@mantine/form';
import type { BenutzerordnerItem } from '@lernstapel/contracts';
import { validateFolderName, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { regelFehler } from '../ui/regel-fehler';
import { useSpeichernOrdnerMutation } from './benutzerordner-api';
import { TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';

export interface OrdnerDialogProps {
  /** the folder to rename; null creates one ('Ordner +') */
  ordner: BenutzerordnerItem | null;
  alleOrdner: readonly BenutzerordnerItem[];
  onClose: () => void;
}

/** 01 §5 folder: a name that no other own folder has (case-insensitive). */
export function OrdnerDialog({ ordner, alleOrdner, onClose }: OrdnerDialogProps) {
  const [speichern, { error, isLoading }] = useSpeichernOrdnerMutation();
  const andere = alleOrdner.filter((eintrag) => eintrag.id !== ordner?.id).map((eintrag) => eintrag.name);
  const form = useForm({
    initialValues: { name: ordner?.name ?? '' },
    validateInputOnChange: true,
    validate: { name: (name) => regelFehler(validateFolderName(name, andere)) },
  });

  const absenden = async () => {
    const name = form.getValues().name.trim();
    const result = await speichern({ ...(ordner ? { id: ordner.id } : {}), name });
    if (!result.error) onClose();
  };

  return (
    <DialogForm
      title={t('ordner.titel')}
      gueltig={form.isValid()}
      loading={isLoading}
      error={error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <TextInput
        label={t('ordner.name')}
        maxLength={MAX_LENGTH.ordnerName}
        placeholder={t('ordner.platzhalter')}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
    </DialogForm>
  );
}
