import { useForm } from '@mantine/form';
import type { SessionUser } from '@lernstapel/contracts';
import { nameOrPrevious, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Text, TextInput } from '@lernstapel/ui';
import { AbschnittFormular } from './AbschnittFormular';
import { useKontoAendernMutation } from './konto-api';

export interface NameAbschnittProps {
  user: SessionUser;
}

/** 01 §5: own name and username; an empty field keeps the previous value. */
export function NameAbschnitt({ user }: NameAbschnittProps) {
  const [aendern, { data, error, isLoading }] = useKontoAendernMutation();
  const bisher = data ?? user;
  const form = useForm({ initialValues: { namevoll: user.namevoll, benutzername: user.benutzername } });

  const onSubmit = async () => {
    const { namevoll, benutzername } = form.getValues();
    const result = await aendern({
      namevoll: nameOrPrevious(namevoll, bisher.namevoll),
      benutzername: nameOrPrevious(benutzername, bisher.benutzername),
    });
    // An emptied field shows the name kept (01 §5).
    if (result.data)
      form.setValues({ namevoll: result.data.namevoll, benutzername: result.data.benutzername });
  };

  return (
    <AbschnittFormular
      titel={t('konto.abschnittName')}
      absenden={t('konto.nameSpeichern')}
      loading={isLoading}
      gespeichert={Boolean(data)}
      error={error}
      onSubmit={() => void onSubmit()}
      testId="konto-name"
    >
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
    </AbschnittFormular>
  );
}
