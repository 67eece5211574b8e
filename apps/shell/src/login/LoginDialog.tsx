import { useForm } from '@mantine/form';
import type { LoginRequest } from '@lernstapel/contracts';
import { validateLoginInput } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Anchor, Switch, regelValidator } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { AnmeldecodeFeld } from './AnmeldecodeFeld';

export interface LoginDialogProps {
  opened: boolean;
  /** The German message of the last refused login (unknown code, too many attempts). */
  error: string | null;
  loading: boolean;
  onSubmit: (request: LoginRequest) => void;
  onForgotCode: () => void;
  onClose: () => void;
}

/** 01 §2, §5: code field, 'Anmeldung auf diesem Browser speichern', 'Anmeldecode vergessen?'. */
export function LoginDialog({ opened, error, loading, onSubmit, onForgotCode, onClose }: LoginDialogProps) {
  const form = useForm({
    initialValues: { anmeldecode: '', merken: false },
    validate: { anmeldecode: regelValidator(validateLoginInput) },
  });
  const { anmeldecode, merken } = form.getValues();

  return (
    <DialogForm
      opened={opened}
      centered
      title={t('login.titel')}
      gueltig={form.isValid()}
      loading={loading}
      error={error}
      onSubmit={() => onSubmit({ anmeldecode: anmeldecode.trim(), merken })}
      onClose={onClose}
    >
      <AnmeldecodeFeld value={anmeldecode} onChange={(wert) => form.setFieldValue('anmeldecode', wert)} />
      <Switch label={t('login.anmeldungSpeichern')} {...form.getInputProps('merken', { type: 'checkbox' })} />
      <Anchor component="button" type="button" size="sm" ta="left" onClick={onForgotCode}>
        {t('login.codeVergessen')}
      </Anchor>
    </DialogForm>
  );
}
