import { useForm } from '@mantine/form';
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
  const form = useForm({ initialValues: { namevoll: user.namevoll, benutzername: user.benutzername } });

  const onSubmit = async ({ namevoll, benutzername }: { namevoll: string; benutzername: string }) => {
    if (isLoading) return;
    const result = await aendern({
      namevoll: nameOrPrevious(namevoll, bisher.namevoll),
      benutzername: nameOrPrevious(benutzername, bisher.benutzername),
    });
    // An emptied field shows the name kept (01 §5).
    if (result.data)
      form.setValues({ namevoll: result.data.namevoll, benutzername: result.data.benutzername });
  };

  return (
    <form onSubmit={form.onSubmit((werte) => void onSubmit(werte))} noValidate data-testid="konto-name">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('konto.abschnittName')}
        </Title>
        <TextInput
          label={t('konto.namevoll')}
          maxLength={MAX_LENGTH.namevoll}
          {...form.getInputProps('namevoll')}
        />
        <TextInput
          label={t('konto.benutzername')}
          maxLength={MAX_LENGTH.benutzername}
          {...form.getInputProps('benutzername')}
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
