import { Button, Group, Modal, Text } from '@mantine/core';
import type { SchuelerGruppe } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ErrorNotice } from '@lernstapel/ui';
import { useLoeschenGruppeMutation } from './gruppen-api';

export interface GruppeLoeschenDialogProps {
  klassenCode: string;
  gruppe: SchuelerGruppe;
  onClose: () => void;
}

/** Deleting a group removes only the group and its memberships, not the pupils; confirm first. */
export function GruppeLoeschenDialog({ klassenCode, gruppe, onClose }: GruppeLoeschenDialogProps) {
  const [loeschen, { error, isLoading }] = useLoeschenGruppeMutation();
  const bestaetigen = async () => {
    const result = await loeschen({ id: gruppe.id, klassenCode });
    if (!result.error) onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('allgemein.schliessen') }}
      title={t('klasse.gruppeLoeschenTitel')}
    >
      <Text>{t('klasse.gruppeLoeschenFrage', { name: gruppe.bezeichnung })}</Text>
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
