import { useState } from 'react';
import type { SchulkontoAnbieter } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t, type TextKey } from '@lernstapel/texts';
import {
  Button,
  Code,
  ConfirmDeleteDialog,
  ErrorNotice,
  LoadingState,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import {
  schulkontoFehler,
  schulkontoFormAus,
  schulkontoRequestAus,
  type SchulkontoForm,
} from './schulkonto-form';
import {
  useEntfernenSchulkontoAnbieterMutation,
  useGetSchulkontoAnbieterQuery,
  useSpeichernSchulkontoAnbieterMutation,
} from './schulkonto-api';

export interface SchulkontoDialogProps {
  schuleId: number;
  /** Closed after a save or a removal, with its German confirmation. */
  onDone: (meldung: string) => void;
  onClose: () => void;
}

/** Issue 28: 'Anmeldung mit Schulkonto' of one school (school administrator or main administrator). */
export function SchulkontoDialog({ schuleId, onDone, onClose }: SchulkontoDialogProps) {
  const anbieter = useGetSchulkontoAnbieterQuery(schuleId, { refetchOnMountOrArgChange: true });
  if (anbieter.isFetching || anbieter.isUninitialized) {
    return (
      <Modal opened onClose={onClose} title={t('schulkonto.einstellungenTitel')}>
        <LoadingState />
      </Modal>
    );
  }
  if (anbieter.error) {
    return (
      <Modal opened onClose={onClose} title={t('schulkonto.einstellungenTitel')}>
        <ErrorNotice message={apiErrorMessage(anbieter.error)} onRetry={() => void anbieter.refetch()} />
      </Modal>
    );
  }
  return (
    <SchulkontoFormular
      schuleId={schuleId}
      anbieter={anbieter.data ?? null}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

interface SchulkontoFormularProps extends SchulkontoDialogProps {
  anbieter: SchulkontoAnbieter | null;
}

function SchulkontoFormular({ schuleId, anbieter, onDone, onClose }: SchulkontoFormularProps) {
  const [form, setForm] = useState<SchulkontoForm>(() => schulkontoFormAus(anbieter));
  const [entfernenFragen, setEntfernenFragen] = useState(false);
  const [speichern, gespeichert] = useSpeichernSchulkontoAnbieterMutation();
  const [entfernen, entfernt] = useEntfernenSchulkontoAnbieterMutation();
  const secretGespeichert = anbieter?.client_secret_gespeichert ?? false;
  const fehler = schulkontoFehler(form, secretGespeichert);
  const origin = window.location.origin;

  const feld = (name: keyof SchulkontoForm, fehlerKey?: TextKey) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((vorher) => ({ ...vorher, [name]: value }));
    },
    // A rule's message once the field has something in it; an empty required field just keeps OK disabled.
    error: fehlerKey && form[name].trim() !== '' && fehler.includes(fehlerKey) ? t(fehlerKey) : undefined,
  });

  const onSubmit = async () => {
    const result = await speichern({ schuleId, ...schulkontoRequestAus(form) });
    if (!result.error) onDone(t('schulkonto.gespeichert'));
  };

  const onEntfernen = async () => {
    const result = await entfernen(schuleId);
    if (!result.error) onDone(t('schulkonto.entfernt'));
  };

  return (
    <>
      <DialogForm
        title={t('schulkonto.einstellungenTitel')}
        absenden={t('allgemein.speichern')}
        size="lg"
        testId="schulkonto-dialog"
        gueltig={fehler.length === 0}
        loading={gespeichert.isLoading}
        error={gespeichert.error}
        onSubmit={() => void onSubmit()}
        onClose={onClose}
      >
        <TextInput
          label={t('schulkonto.schulkuerzel')}
          required
          maxLength={30}
          autoComplete="off"
          {...feld('kuerzel', 'schulkonto.kuerzelUngueltig')}
        />
        <TextInput
          label={t('schulkonto.aussteller')}
          required
          maxLength={255}
          placeholder="https://"
          autoComplete="off"
          {...feld('aussteller', 'schulkonto.ausstellerUngueltig')}
        />
        <TextInput
          label={t('schulkonto.clientId')}
          required
          maxLength={255}
          autoComplete="off"
          {...feld('client_id')}
        />
        <TextInput
          label={t('schulkonto.clientSecret')}
          type="password"
          required={!secretGespeichert}
          maxLength={1000}
          autoComplete="new-password"
          description={
            secretGespeichert ? t('schulkonto.clientSecretGespeichert') : t('schulkonto.secretLeer')
          }
          {...feld('client_secret')}
        />
        <TextInput
          label={t('schulkonto.rollenClaim')}
          maxLength={100}
          autoComplete="off"
          {...feld('rollen_claim')}
        />
        <TextInput
          label={t('schulkonto.schuelerKlasse')}
          description={t('schulkonto.schuelerKlasseHinweis')}
          maxLength={50}
          autoComplete="off"
          {...feld('schueler_klassen_code', 'schulkonto.anlegenOhneRollenClaim')}
        />
        <Stack gap={4}>
          <Text size="sm">{t('schulkonto.rueckkehrAdresse')}</Text>
          <Code data-testid="schulkonto-rueckkehr">
            {anbieter?.rueckkehr_adresse ?? `${origin}/api/schulkonto/rueckkehr`}
          </Code>
          <Text size="sm">{t('schulkonto.abmeldeAdresse')}</Text>
          <Code data-testid="schulkonto-abmelde-adresse">
            {anbieter?.abmelde_adresse ?? `${origin}/login`}
          </Code>
          {anbieter ? (
            <Text size="sm" data-testid="schulkonto-schullink">
              {t('schulkonto.kuerzelHinweis', { adresse: `${origin}/login?schule=${anbieter.kuerzel}` })}
            </Text>
          ) : null}
        </Stack>
        {anbieter ? (
          <div>
            <Button variant="outline" color="red" onClick={() => setEntfernenFragen(true)}>
              {t('schulkonto.entfernen')}
            </Button>
          </div>
        ) : null}
      </DialogForm>
      {entfernenFragen ? (
        <ConfirmDeleteDialog
          title={t('schulkonto.entfernen')}
          question={t('schulkonto.entfernenFrage')}
          error={entfernt.error ? { message: apiErrorMessage(entfernt.error) } : null}
          loading={entfernt.isLoading}
          onConfirm={() => void onEntfernen()}
          onClose={() => setEntfernenFragen(false)}
        />
      ) : null}
    </>
  );
}
