import type { SchuleSummary } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { DialogForm } from '@lernstapel/ui-data';
import { SchuleFelder } from './SchuleFelder';
import { leeresSchuleForm, schuleFormAus, schuleRequestAus } from './schule-form';
import { useSchuleForm } from './use-schule-form';
import { useSpeichernSchuleMutation } from './schulen-api';

export interface SchuleDialogProps {
  /** The school to edit; null creates a new one. */
  schule: SchuleSummary | null;
  onClose: () => void;
}

/**
 * Create or edit a school (01 §2, §3). OK stays disabled while a rule of 01 §5 fails; Enter in a
 * field confirms when OK is enabled (a form submit). The server's 400 is shown here and the dialog
 * stays open; on success the dialog closes and the table shows the list the server answered.
 */
export function SchuleDialog({ schule, onClose }: SchuleDialogProps) {
  const { form, fehler, felder } = useSchuleForm(() => (schule ? schuleFormAus(schule) : leeresSchuleForm()));
  const [speichern, { error, isLoading }] = useSpeichernSchuleMutation();

  const onSubmit = async () => {
    const result = await speichern(schuleRequestAus(form, schule?.id));
    if (!result.error) onClose();
  };

  return (
    <DialogForm
      title={schule ? t('schule.titel') : t('admin.schuleNeuTitel')}
      size="xl"
      testId="schule-dialog"
      gueltig={fehler.gueltig}
      loading={isLoading}
      error={error}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <SchuleFelder {...felder} />
    </DialogForm>
  );
}
