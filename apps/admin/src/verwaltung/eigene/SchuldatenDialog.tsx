import type { FormEvent } from 'react';
import type { SchulDaten } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { ApiErrorAlert, Button, Group, Modal } from '@lernstapel/ui';
import { SchuleFelder } from '../../schulen/SchuleFelder';
import { schuleFormAus } from '../../schulen/schule-form';
import { useSchuleForm } from '../../schulen/use-schule-form';
import { useSpeichernEigeneSchuleMutation } from '../verwaltung-api';
import { eigeneSchuleRequestAus } from './eigene-schule-request';

export interface SchuldatenDialogProps {
  schule: SchulDaten;
  onClose: () => void;
}

/**
 * 01 §2, §5 (kann_schuldaten_bearbeiten): the own school's data, with the fields and rules of the
 * main administrator's school dialog (name1 required, billing address); only lizenz_jahr is left out.
 */
export function SchuldatenDialog({ schule, onClose }: SchuldatenDialogProps) {
  const { form, fehler, felder } = useSchuleForm(() => schuleFormAus(schule));
  const [speichern, { error, isLoading }] = useSpeichernEigeneSchuleMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fehler.gueltig || isLoading) return;
    const result = await speichern(eigeneSchuleRequestAus(form));
    if (!result.error) onClose();
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={t('schule.titel')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="schuldaten-dialog">
        <SchuleFelder {...felder} mitLizenzJahr={false} />
        {error ? <ApiErrorAlert error={error} /> : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('allgemein.abbrechen')}
          </Button>
          <Button type="submit" disabled={!fehler.gueltig} loading={isLoading}>
            {t('allgemein.ok')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
