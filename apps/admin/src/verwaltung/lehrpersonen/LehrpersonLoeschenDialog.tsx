import type { Lehrperson } from '@lernstapel/contracts';
import { apiErrorDetails, apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ConfirmDeleteDialog } from '@lernstapel/ui';
import { useLoeschenLehrpersonMutation } from '../verwaltung-api';

export interface LehrpersonLoeschenDialogProps {
  lehrperson: Lehrperson;
  onClose: () => void;
}

/** 01 §2, §6: confirm before a teacher and their data are deleted; a refusal keeps the dialog open. */
export function LehrpersonLoeschenDialog({ lehrperson, onClose }: LehrpersonLoeschenDialogProps) {
  const [loeschen, { error, isLoading }] = useLoeschenLehrpersonMutation();
  const bestaetigen = async () => {
    const result = await loeschen(lehrperson.id);
    if (!result.error) onClose();
  };
  return (
    <ConfirmDeleteDialog
      title={t('lehrpersonen.loeschenTitel')}
      question={t('lehrpersonen.loeschenFrage', { name: lehrperson.namevoll || lehrperson.benutzername })}
      warning={t('lehrpersonen.loeschenHinweis')}
      error={error ? { message: apiErrorMessage(error), details: apiErrorDetails(error) } : null}
      loading={isLoading}
      onConfirm={() => void bestaetigen()}
      onClose={onClose}
    />
  );
}
