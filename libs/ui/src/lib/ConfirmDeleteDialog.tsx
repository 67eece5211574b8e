import { Button, Group, Modal, Text } from '@mantine/core';
import { t } from '@lernstapel/texts';
import { FormErrorAlert } from './FormErrorAlert';
import { useReturnFocus } from './use-return-focus';

export interface ConfirmDeleteDialogProps {
  title: string;
  question: string;
  /** What goes with the deleted thing, shown in red (e.g. users and all their data). */
  warning?: string;
  /** The server's German message when the delete was refused; the dialog stays open. */
  error?: { message: string; details?: readonly string[] } | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Every 'really delete?' of the portal: Abbrechen has the focus, Löschen is red. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { title, question, warning, error, loading, onConfirm, onClose } = props;
  useReturnFocus();
  return (
    <Modal opened onClose={onClose} title={title}>
      <Text mb="xs">{question}</Text>
      {warning ? (
        <Text size="sm" c="red.8">
          {warning}
        </Text>
      ) : null}
      {error ? <FormErrorAlert message={error.message} details={error.details} /> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('allgemein.abbrechen')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {t('allgemein.loeschen')}
        </Button>
      </Group>
    </Modal>
  );
}
