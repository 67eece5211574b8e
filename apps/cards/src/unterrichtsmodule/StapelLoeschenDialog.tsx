import type { StapelListItem } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ConfirmDeleteDialog } from '@lernstapel/ui';
import { useLoeschenStapelMutation } from './unterrichtsmodule-api';

export interface StapelLoeschenDialogProps {
  stapel: StapelListItem;
  onClose: () => void;
}

/** Deleting an own stack takes its cards, results, shares and hand-ins with it; confirm first. */
export function StapelLoeschenDialog({ stapel, onClose }: StapelLoeschenDialogProps) {
  const [loeschen, { error, isLoading }] = useLoeschenStapelMutation();
  const bestaetigen = async () => {
    const result = await loeschen({ id: stapel.id });
    if (!result.error) onClose();
  };
  return (
    <ConfirmDeleteDialog
      title={t('stapel.loeschen')}
      question={t('stapel.loeschenFrage', { titel: stapel.bezeichnung })}
      error={error ? { message: apiErrorMessage(error) } : null}
      loading={isLoading}
      onConfirm={() => void bestaetigen()}
      onClose={onClose}
    />
  );
}
