import type { ReactNode } from 'react';
import type { ApiCallError } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Button, Group, Modal, Stack, Text } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';

export interface BestaetigenDialogProps {
  title: string;
  question: string;
  /** the confirming button's label */
  bestaetigen: string;
  /** shown above the buttons, e.g. the licence notice */
  children?: ReactNode;
  disabled?: boolean;
  error?: ApiCallError;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A 'really do this?' that is not a delete (copy a global stack, withdraw, end team editing). */
export function BestaetigenDialog(props: BestaetigenDialogProps) {
  const { title, question, bestaetigen, children, disabled, error, loading, onConfirm, onClose } = props;
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <Text>{question}</Text>
        {children}
        {error ? <ApiErrorAlert error={error} /> : null}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('allgemein.abbrechen')}
        </Button>
        <Button onClick={onConfirm} loading={loading} disabled={disabled} data-autofocus>
          {bestaetigen}
        </Button>
      </Group>
    </Modal>
  );
}
