import type { SessionUser } from '@lernstapel/contracts';
import { requiredEmailErrors, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import {
  SuccessNotice,
  Button,
  Group,
  Stack,
  TextInput,
  Title,
  regelValidator,
  useFormular,
} from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { useKontoEmailMutation } from './konto-api';

export interface EmailAbschnittProps {
  user: SessionUser;
}

/**
 * 01 §5: the own (recovery) e-mail; saving needs a non-empty, well-formed address, and the server
 * checks that no one else has it ('Diese E-Mail-Adresse gehört schon zu einem anderen Konto.').
 */
export function EmailAbschnitt({ user }: EmailAbschnittProps) {
  const [speichern, { data, error, isLoading }] = useKontoEmailMutation();
  const { form, gueltig } = useFormular({
    initialValues: { email: user.email ?? '' },
    validate: { email: regelValidator(requiredEmailErrors) },
  });

  const onSubmit = async ({ email }: { email: string }) => {
    if (isLoading) return;
    await speichern({ email: email.trim() });
  };

  return (
    <form onSubmit={form.onSubmit((werte) => void onSubmit(werte))} noValidate data-testid="konto-email">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('konto.abschnittEmail')}
        </Title>
        <TextInput
          label={t('konto.email')}
          maxLength={MAX_LENGTH.email}
          type="email"
          {...form.getInputProps('email')}
        />
        {data ? <SuccessNotice message={t('bestaetigung.gespeichert')} /> : null}
        {error ? <ApiErrorAlert error={error} /> : null}
        <Group>
          <Button type="submit" disabled={!gueltig} loading={isLoading}>
            {t('konto.emailSpeichern')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
