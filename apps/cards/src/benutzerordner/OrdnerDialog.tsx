import { useState } from 'react';
import type { BenutzerordnerItem } from '@lernstapel/contracts';
import { validateFolderName, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
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
  const [name, setName] = useState(ordner?.name ?? '');
  const [beruehrt, setBeruehrt] = useState(false);
  const [speichern, { error, isLoading }] = useSpeichernOrdnerMutation();
  const andere = alleOrdner.filter((eintrag) => eintrag.id !== ordner?.id).map((eintrag) => eintrag.name);
  const fehler = validateFolderName(name, andere);

  const absenden = async () => {
    const result = await speichern({ ...(ordner ? { id: ordner.id } : {}), name: name.trim() });
    if (!result.error) onClose();
  };

  return (
    <DialogForm
      title={t('ordner.titel')}
      gueltig={fehler.length === 0}
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
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setBeruehrt(true);
        }}
        error={beruehrt && fehler[0] ? t(fehler[0]) : null}
      />
    </DialogForm>
  );
}
