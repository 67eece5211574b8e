import type { BenutzerordnerItem } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ConfirmDeleteDialog } from '@lernstapel/ui';
import { useLoeschenOrdnerMutation } from './benutzerordner-api';

export interface OrdnerLoeschenDialogProps {
  ordner: BenutzerordnerItem;
  onClose: () => void;
}

/** 01 §4: deleting a folder keeps its stacks; they return to the unfoldered list. */
export function OrdnerLoeschenDialog({ ordner, onClose }: OrdnerLoeschenDialogProps) {
  const [loeschen, { error, isLoading }] = useLoeschenOrdnerMutation();
  const bestaetigen = async () => {
    const result = await loeschen({ id: ordner.id });
    if (!result.error) onClose();
  };
  return (
    <ConfirmDeleteDialog
      title={t('ordner.loeschenTitel')}
      question={t('ordner.loeschenFrage', { name: ordner.name })}
      error={error ? { message: apiErrorMessage(error) } : null}
      loading={isLoading}
      onConfirm={() => void bestaetigen()}
      onClose={onClose}
    />
  );
}
