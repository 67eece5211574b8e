import { useState, type FormEvent } from 'react';
import type { SessionUser } from '@lernstapel/contracts';
import { nameOrPrevious, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { SuccessNotice, Button, Group, Stack, Text, TextInput, Title } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { useKontoAendernMutation } from './konto-api';

export interface NameAbschnittProps {
  user: SessionUser;
}

/** 01 §5: own name and username; an empty field keeps the previous value. */
export function NameAbschnitt({ user }: NameAbschnittProps) {
  const [aendern, { data, error, isLoading }] = useKontoAendernMutation();
  const bisher = data ?? user;
  const [namevoll, setNamevoll] = useState(user.namevoll);
  const [benutzername, setBenutzername] = useState(user.benutzername);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const result = await aendern({
      namevoll: nameOrPrevious(namevoll, bisher.namevoll),
      benutzername: nameOrPrevious(benutzername, bisher.benutzername),
    });
    if (result.data) {
      setNamevoll(result.data.namevoll);
      setBenutzername(result.data.benutzername);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="konto-name">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('konto.abschnittName')}
        </Title>
        <TextInput
          label={t('konto.namevoll')}
          maxLength={MAX_LENGTH.namevoll}
          value={namevoll}
          onChange={(event) => setNamevoll(event.currentTarget.value)}
        />
        <TextInput
          label={t('konto.benutzername')}
          maxLength={MAX_LENGTH.benutzername}
          value={benutzername}
          onChange={(event) => setBenutzername(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed">
          {t('konto.nameHinweis')}
        </Text>
        {data ? <SuccessNotice message={t('bestaetigung.gespeichert')} /> : null}
        {error ? <ApiErrorAlert error={error} /> : null}
        <Group>
          <Button type="submit" loading={isLoading}>
            {t('konto.nameSpeichern')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
