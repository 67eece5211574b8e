import type { KlassenSchueler } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ConfirmDeleteDialog } from '@lernstapel/ui';
import { useEntfernenSchuelerMutation } from './klasse-api';

export interface SchuelerLoeschenDialogProps {
  schueler: KlassenSchueler;
  onClose: () => void;
}

/** 01 §6: deleting a pupil is irreversible and removes all the pupil's data; confirm first. */
export function SchuelerLoeschenDialog({ schueler, onClose }: SchuelerLoeschenDialogProps) {
  const [entfernen, { error, isLoading }] = useEntfernenSchuelerMutation();
  const bestaetigen = async () => {
    const result = await entfernen({ id: schueler.id });
    if (!result.error) onClose();
  };
  return (
    <ConfirmDeleteDialog
      title={t('klasse.schuelerLoeschenTitel')}
      question={t('klasse.schuelerLoeschenFrage', { name: schueler.benutzername })}
      warning={t('klasse.schuelerLoeschenHinweis')}
      error={error ? { message: apiErrorMessage(error) } : null}
      loading={isLoading}
      onConfirm={() => void bestaetigen()}
      onClose={onClose}
    />
  );
}
