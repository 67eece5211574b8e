import { useState, type FormEvent } from 'react';
import type { SessionUser } from '@lernstapel/contracts';
import { requiredEmailErrors, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { SuccessNotice, Button, Group, Stack, TextInput, Title } from '@lernstapel/ui';
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
  const [email, setEmail] = useState(user.email ?? '');
  const [beruehrt, setBeruehrt] = useState(false);
  const fehler = requiredEmailErrors(email);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fehler.length > 0 || isLoading) return;
    await speichern({ email: email.trim() });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="konto-email">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('konto.abschnittEmail')}
        </Title>
        <TextInput
          label={t('konto.email')}
          maxLength={MAX_LENGTH.email}
          type="email"
          value={email}
          error={beruehrt && fehler[0] ? t(fehler[0]) : null}
          onBlur={() => setBeruehrt(true)}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {data ? <SuccessNotice message={t('bestaetigung.gespeichert')} /> : null}
        {error ? <ApiErrorAlert error={error} /> : null}
        <Group>
          <Button type="submit" disabled={fehler.length > 0} loading={isLoading}>
            {t('konto.emailSpeichern')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
