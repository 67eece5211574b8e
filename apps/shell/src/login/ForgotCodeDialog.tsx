import { useForm } from '@mantine/form';
import { apiErrorDetails, apiErrorMessage, httpStatusOf } from '@lernstapel/api-client';
import { MAX_LENGTH, validateEmailEingegeben } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { FormErrorAlert, Button, Group, Modal, Stack, Text, TextInput, regelValidator } from '@lernstapel/ui';
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
  const canSend = form.isValid();

  const submit = async ({ email }: { email: string }) => {
    if (isLoading) return;
    const result = await send({ email: email.trim() });
    if (result.data) onDone('versendet');
    else if (httpStatusOf(result.error) === 404) onDone('unbekannt');
    else return;
    form.reset();
    reset();
  };

  const shownError = error && httpStatusOf(error) !== 404 ? apiErrorMessage(error) : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('login.codeVergessenTitel')} centered>
      <form onSubmit={form.onSubmit((werte) => void submit(werte))}>
        <Stack>
          <Text size="sm">{t('login.codeVergessenText')}</Text>
          {shownError ? <FormErrorAlert message={shownError} details={apiErrorDetails(error)} /> : null}
          <TextInput
            type="email"
            label={t('login.email')}
            maxLength={MAX_LENGTH.email}
            value={form.getValues().email}
            onChange={(event) => form.setFieldValue('email', event.currentTarget.value)}
            autoComplete="email"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('allgemein.abbrechen')}
            </Button>
            <Button type="submit" disabled={!canSend} loading={isLoading}>
              {t('login.codeSenden')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
