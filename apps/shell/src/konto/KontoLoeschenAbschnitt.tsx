import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { SessionUser } from '@lernstapel/contracts';
import { loginNavigation } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Button, Group, Modal, Text, TextInput } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { useKontoLoeschenMutation } from './konto-api';
import { KontoAbschnitt } from './KontoAbschnitt';

export interface KontoLoeschenAbschnittProps {
  user: SessionUser;
}

/**
 * 01 §6 account deletion (teachers only): a strong confirmation (the own username typed in), then
 * DELETE /api/benutzer/konto, which removes the account with its stacks and pupils and ends the
 * session; the browser then loads /login afresh, dropping everything the store held.
 */
export function KontoLoeschenAbschnitt({ user }: KontoLoeschenAbschnittProps) {
  const [offen, setOffen] = useState(false);
  const form = useForm({ initialValues: { eingabe: '' } });
  const [loeschen, { error, isLoading }] = useKontoLoeschenMutation();
  const bestaetigt = form.getValues().eingabe.trim() === user.benutzername;

  const endgueltigLoeschen = async () => {
    if (!bestaetigt || isLoading) return;
    const result = await loeschen();
    if (!result.error) loginNavigation.goToLogin();
  };

  return (
    <KontoAbschnitt titel={t('konto.abschnittLoeschen')} testId="konto-loeschen">
      <Group>
        <Button color="red" variant="light" onClick={() => setOffen(true)}>
          {t('konto.kontoLoeschen')}
        </Button>
      </Group>
      <Modal
        opened={offen}
        onClose={() => {
          setOffen(false);
          form.reset();
        }}
        title={t('konto.kontoLoeschenTitel')}
      >
        <Text mb="sm" c="red.8">
          {t('konto.kontoLoeschenFrage')}
        </Text>
        <TextInput
          label={t('konto.kontoLoeschenBestaetigen', { name: user.benutzername })}
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('eingabe')}
        />
        {error ? <ApiErrorAlert error={error} /> : null}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOffen(false)}>
            {t('allgemein.abbrechen')}
          </Button>
          <Button
            color="red"
            disabled={!bestaetigt}
            loading={isLoading}
            onClick={() => void endgueltigLoeschen()}
          >
            {t('konto.kontoEndgueltigLoeschen')}
          </Button>
        </Group>
      </Modal>
    </KontoAbschnitt>
  );
}
