import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { SchulkontoAnbieter } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t, type TextKey } from '@lernstapel/texts';
import { Button, ConfirmDeleteDialog, TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { SchulkontoAdressen } from './SchulkontoAdressen';
import {
  schulkontoFehler,
  schulkontoFormAus,
  schulkontoRequestAus,
  type SchulkontoForm,
} from './schulkonto-form';
import {
  useEntfernenSchulkontoAnbieterMutation,
  useSpeichernSchulkontoAnbieterMutation,
} from './schulkonto-api';

export interface SchulkontoFormularProps {
  schuleId: number;
  /** What is stored; `null` before the first save. */
  anbieter: SchulkontoAnbieter | null;
  /** Closed after a save or a removal, with its German confirmation. */
  onDone: (meldung: string) => void;
  onClose: () => void;
}

/** The settings of one school's account provider, filled from what is stored (the secret never comes back). */
export function SchulkontoFormular({ schuleId, anbieter, onDone, onClose }: SchulkontoFormularProps) {
  const form = useForm<SchulkontoForm>({ initialValues: schulkontoFormAus(anbieter) });
  const [entfernenFragen, setEntfernenFragen] = useState(false);
  const [speichern, gespeichert] = useSpeichernSchulkontoAnbieterMutation();
  const [entfernen, entfernt] = useEntfernenSchulkontoAnbieterMutation();
  const secretGespeichert = anbieter?.client_secret_gespeichert ?? false;
  const werte = form.getValues();
  const fehler = schulkontoFehler(werte, secretGespeichert);

  // A rule's message once the field has something in it; an empty required field just keeps OK disabled.
  // Derived from all values on each render: one field's rule may depend on another (class without role claim).
  const feld = (name: keyof SchulkontoForm, fehlerKey?: TextKey) => ({
    ...form.getInputProps(name),
    error: fehlerKey && werte[name].trim() !== '' && fehler.includes(fehlerKey) ? t(fehlerKey) : undefined,
  });

  const onSubmit = async () => {
    const result = await speichern({
      schuleId,
      schulkontoAnbieterDto: schulkontoRequestAus(form.getValues()),
    });
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
        <SchulkontoAdressen anbieter={anbieter} />
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
