import type { SchulDaten } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { DialogForm } from '@lernstapel/ui-data';
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

  const onSubmit = async () => {
    const result = await speichern(eigeneSchuleRequestAus(form));
    if (!result.error) onClose();
  };

  return (
    <DialogForm
      title={t('schule.titel')}
      size="xl"
      testId="schuldaten-dialog"
      gueltig={fehler.gueltig}
      loading={isLoading}
      error={error}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <SchuleFelder {...felder} mitLizenzJahr={false} />
    </DialogForm>
  );
}
