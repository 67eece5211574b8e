import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '@lernstapel/texts';
import { useReturnFocus } from './use-return-focus';

export interface AnsichtDialogProps {
  title: string;
  size?: string;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog that only shows something (a card's preview, a help table): its content and 'Schließen', focused. */
export function AnsichtDialog({ title, size, onClose, children }: AnsichtDialogProps) {
  useReturnFocus();
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('allgemein.schliessen')}
        </Button>
      </Group>
    </Modal>
  );
}
