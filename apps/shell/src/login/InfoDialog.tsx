import { Button, Group, Modal } from '@lernstapel/ui';
import { t } from '@lernstapel/texts';
import { RichText } from './RichText';

export interface InfoDialogProps {
  opened: boolean;
  title: string;
  text: string;
  onClose: () => void;
}

/** Benefits, concept, privacy policy and legal notice (01 §1, §2): long German text, one close button. */
export function InfoDialog({ opened, title, text, onClose }: InfoDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <RichText text={text} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('allgemein.schliessen')}
        </Button>
      </Group>
    </Modal>
  );
}
