import { Button, Group, Modal, Text } from '@lernstapel/ui';
import { t } from '@lernstapel/texts';

export interface MessageDialogProps {
  opened: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** A notice with one OK button: blocked, e-mail unknown, code sent, e-mail already registered (01 §2). */
export function MessageDialog({ opened, title, message, onClose }: MessageDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text role="status">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('allgemein.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
