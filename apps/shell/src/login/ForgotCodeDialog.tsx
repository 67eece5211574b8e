import { useForm } from '@mantine/form';
import { httpStatusOf } from '@lernstapel/api-client';
import { MAX_LENGTH, validateEmailEingegeben } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Text, TextInput, regelValidator } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { useAnmeldecodeVergessenMutation } from './registrieren-api';

export type ForgotCodeOutcome = 'versendet' | 'unbekannt';

export interface ForgotCodeDialogProps {
  opened: boolean;
  onDone: (outcome: ForgotCodeOutcome) => void;
  onClose: () => void;
}

/**
 * 'Anmeldecode vergessen?' (01 §2, §5, §8; DEVIATIONS 2): the code goes by mail, the browser only
 * learns that it was sent (or that the e-mail is unknown: 404).
 */
export function ForgotCodeDialog({ opened, onDone, onClose }: ForgotCodeDialogProps) {
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: regelValidator(validateEmailEingegeben) },
  });
  const [send, { error, isLoading, reset }] = useAnmeldecodeVergessenMutation();

  const submit = async ({ email }: { email: string }) => {
    const result = await send({ email: email.trim() });
    if (result.data) onDone('versendet');
    else if (httpStatusOf(result.error) === 404) onDone('unbekannt');
    else return;
    form.reset();
    reset();
  };

  return (
    <DialogForm
      opened={opened}
      centered
      title={t('login.codeVergessenTitel')}
      absenden={t('login.codeSenden')}
      gueltig={form.isValid()}
      loading={isLoading}
      error={error && httpStatusOf(error) !== 404 ? error : null}
      onSubmit={() => void submit(form.getValues())}
      onClose={onClose}
    >
      <Text size="sm">{t('login.codeVergessenText')}</Text>
      <TextInput
        type="email"
        label={t('login.email')}
        maxLength={MAX_LENGTH.email}
        value={form.getValues().email}
        onChange={(event) => form.setFieldValue('email', event.currentTarget.value)}
        autoComplete="email"
        data-autofocus
      />
    </DialogForm>
  );
}
