import { useForm } from '@mantine/form';
import type { LoginRequest } from '@lernstapel/contracts';
import { validateLoginInput } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { FormErrorAlert, Anchor, Button, Group, Modal, Stack, Switch, regelValidator } from '@lernstapel/ui';
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
  const { anmeldecode } = form.getValues();
  const canSubmit = form.isValid();

  // 01 §5: Enter confirms when OK is enabled (a form submit).
  const submit = form.onSubmit(({ anmeldecode, merken }) => {
    if (!loading) onSubmit({ anmeldecode: anmeldecode.trim(), merken });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('login.titel')} centered>
      <form onSubmit={submit}>
        <Stack>
          {error ? <FormErrorAlert message={error} /> : null}
          <AnmeldecodeFeld value={anmeldecode} onChange={(wert) => form.setFieldValue('anmeldecode', wert)} />
          <Switch
            label={t('login.anmeldungSpeichern')}
            {...form.getInputProps('merken', { type: 'checkbox' })}
          />
          <Anchor component="button" type="button" size="sm" ta="left" onClick={onForgotCode}>
            {t('login.codeVergessen')}
          </Anchor>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('allgemein.abbrechen')}
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={loading}>
              {t('allgemein.ok')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
