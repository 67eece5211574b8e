import { Button, Group, Modal, Text } from '@mantine/core';
import type { SchuleSummary } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { ApiFehler } from './ApiFehler';
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
    <Modal opened onClose={onClose} title={t('admin.schuleLoeschenTitel')}>
      <Text mb="xs">{t('admin.schuleLoeschenFrage', { name: schuleName(schule) })}</Text>
      <Text size="sm" c="red.8">
        {t('admin.schuleLoeschenHinweis', { anzahl: schule.anzahl_benutzer })}
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
