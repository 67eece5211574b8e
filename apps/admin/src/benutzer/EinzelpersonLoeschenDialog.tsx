import type { BenutzerAdminZeile } from '@lernstapel/contracts';
import { apiErrorDetails, apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ConfirmDeleteDialog } from '@lernstapel/ui';
import { useLoeschenEinzelpersonMutation } from './benutzer-api';

export interface EinzelpersonLoeschenDialogProps {
  person: BenutzerAdminZeile;
  onClose: () => void;
}

/** Issue 29 (Art. 17): confirm before a person without a school and all their data are deleted. */
export function EinzelpersonLoeschenDialog({ person, onClose }: EinzelpersonLoeschenDialogProps) {
  const [loeschen, { error, isLoading }] = useLoeschenEinzelpersonMutation();
  const bestaetigen = async () => {
    const result = await loeschen(person.id);
    if (!result.error) onClose();
  };
  return (
    <ConfirmDeleteDialog
      title={t('admin.einzelpersonLoeschenTitel')}
      question={t('admin.einzelpersonLoeschenFrage', { name: `${person.namevoll} (${person.benutzername})` })}
      warning={t('admin.einzelpersonLoeschenHinweis')}
      error={error ? { message: apiErrorMessage(error), details: apiErrorDetails(error) } : null}
      loading={isLoading}
      onConfirm={() => void bestaetigen()}
      onClose={onClose}
    />
  );
}
