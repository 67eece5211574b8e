import type { SchuleSummary } from '@lernstapel/contracts';
import { apiErrorDetails, apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ConfirmDeleteDialog } from '@lernstapel/ui';
import { schuleName } from './schule-adresse';
import { useLoeschenSchuleMutation } from './schulen-api';

export interface SchuleLoeschenDialogProps {
  schule: SchuleSummary;
  onClose: () => void;
}

/** 01 §2, §6: confirm before a school, its users and all their data are deleted. */
export function SchuleLoeschenDialog({ schule, onClose }: SchuleLoeschenDialogProps) {
  const [loeschen, { error, isLoading }] = useLoeschenSchuleMutation();
  const bestaetigen = async () => {
    const result = await loeschen(schule.id);
    if (!result.error) onClose();
  };
  return (
    <ConfirmDeleteDialog
      title={t('admin.schuleLoeschenTitel')}
      question={t('admin.schuleLoeschenFrage', { name: schuleName(schule) })}
      warning={t('admin.schuleLoeschenHinweis', { anzahl: schule.anzahl_benutzer })}
      error={error ? { message: apiErrorMessage(error), details: apiErrorDetails(error) } : null}
      loading={isLoading}
      onConfirm={() => void bestaetigen()}
      onClose={onClose}
    />
  );
}
