import { Button, Group, Modal, Text } from '@mantine/core';
import type { Lehrperson } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { ApiFehler } from '../../schulen/ApiFehler';
import { useLoeschenLehrpersonMutation } from '../verwaltung-api';

export interface LehrpersonLoeschenDialogProps {
  schuleId: number;
  lehrperson: Lehrperson;
  onClose: () => void;
}

/** 01 §2, §6: confirm before a teacher and their data are deleted; a refusal keeps the dialog open. */
export function LehrpersonLoeschenDialog({ schuleId, lehrperson, onClose }: LehrpersonLoeschenDialogProps) {
  const [loeschen, { error, isLoading }] = useLoeschenLehrpersonMutation();
  const bestaetigen = async () => {
    const result = await loeschen({ schuleId, id: lehrperson.id });
    if (!result.error) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('lehrpersonen.loeschenTitel')}>
      <Text mb="xs">
        {t('lehrpersonen.loeschenFrage', { name: lehrperson.namevoll || lehrperson.benutzername })}
      </Text>
      <Text size="sm" c="red.8">
        {t('lehrpersonen.loeschenHinweis')}
      </Text>
      {error ? <ApiFehler error={error} /> : null}
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
