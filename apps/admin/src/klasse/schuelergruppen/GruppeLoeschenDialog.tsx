import type { SchuelerGruppe } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ConfirmDeleteDialog } from '@lernstapel/ui';
import { useLoeschenGruppeMutation } from './schuelergruppen-api';

export interface GruppeLoeschenDialogProps {
  gruppe: SchuelerGruppe;
  onClose: () => void;
}

/** Deleting a group removes only the group and its memberships, not the pupils; confirm first. */
export function GruppeLoeschenDialog({ gruppe, onClose }: GruppeLoeschenDialogProps) {
  const [loeschen, { error, isLoading }] = useLoeschenGruppeMutation();
  const bestaetigen = async () => {
    const result = await loeschen({ id: gruppe.id });
    if (!result.error) onClose();
  };
  return (
    <ConfirmDeleteDialog
      title={t('klasse.gruppeLoeschenTitel')}
      question={t('klasse.gruppeLoeschenFrage', { name: gruppe.bezeichnung })}
      error={error ? { message: apiErrorMessage(error) } : null}
      loading={isLoading}
      onConfirm={() => void bestaetigen()}
      onClose={onClose}
    />
  );
}
