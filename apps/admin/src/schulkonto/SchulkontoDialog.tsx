import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ErrorNotice, LoadingState, Modal } from '@lernstapel/ui';
import { useGetSchulkontoAnbieterQuery } from './schulkonto-api';
import { SchulkontoFormular } from './SchulkontoFormular';

export interface SchulkontoDialogProps {
  schuleId: number;
  /** Closed after a save or a removal, with its German confirmation. */
  onDone: (meldung: string) => void;
  onClose: () => void;
}

/** Issue 28: 'Anmeldung mit Schulkonto' of one school (school administrator or main administrator). */
export function SchulkontoDialog({ schuleId, onDone, onClose }: SchulkontoDialogProps) {
  const anbieter = useGetSchulkontoAnbieterQuery(schuleId, { refetchOnMountOrArgChange: true });
  if (anbieter.isFetching || anbieter.isUninitialized) {
    return (
      <Modal opened onClose={onClose} title={t('schulkonto.einstellungenTitel')}>
        <LoadingState />
      </Modal>
    );
  }
  if (anbieter.error) {
    return (
      <Modal opened onClose={onClose} title={t('schulkonto.einstellungenTitel')}>
        <ErrorNotice message={apiErrorMessage(anbieter.error)} onRetry={() => void anbieter.refetch()} />
      </Modal>
    );
  }
  return (
    <SchulkontoFormular
      schuleId={schuleId}
      anbieter={anbieter.data ?? null}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
