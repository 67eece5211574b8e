import { Button, Group, Modal, Text } from '@mantine/core';
import type { KlassenSchueler } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ErrorNotice } from '@lernstapel/ui';
import { useEntfernenSchuelerMutation } from './klasse-api';

export interface SchuelerLoeschenDialogProps {
  klassenCode: string;
  schueler: KlassenSchueler;
  onClose: () => void;
}

/** 01 §6: deleting a pupil is irreversible and removes all the pupil's data; confirm first. */
export function SchuelerLoeschenDialog({ klassenCode, schueler, onClose }: SchuelerLoeschenDialogProps) {
  const [entfernen, { error, isLoading }] = useEntfernenSchuelerMutation();
  const bestaetigen = async () => {
    const result = await entfernen({ klassenCode, id: schueler.id });
    if (!result.error) onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('allgemein.schliessen') }}
      title={t('klasse.schuelerLoeschenTitel')}
    >
      <Text mb="xs">{t('klasse.schuelerLoeschenFrage', { name: schueler.benutzername })}</Text>
      <Text size="sm" c="red.8">
        {t('klasse.schuelerLoeschenHinweis')}
      </Text>
      {error ? <ErrorNotice message={apiErrorMessage(error)} /> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('allgemein.abbrechen')}
        </Button>
        <Button color="red" loading={isLoading} onClick={() => void bestaetigen()}>
          {t('allgemein.loeschen')}
        </Button>
      </Group>
    </Modal>
  );
}
