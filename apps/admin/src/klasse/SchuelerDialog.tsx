import type { KlassenSchueler } from '@lernstapel/contracts';
import { formatDateTimeDe, hasUploadPermission, validatePupil, MAX_LENGTH } from '@lernstapel/rules';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import {
  Alert,
  Button,
  ErrorNotice,
  Group,
  Switch,
  Text,
  TextInput,
  regelFuerFelder,
  useFormular,
} from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { useSpeichernSchuelerMutation, useUploaderlaubnisMutation } from './klasse-api';

export interface SchuelerDialogProps {
  /** The pupil to edit; null creates a new one. */
  schueler: KlassenSchueler | null;
  onClose: () => void;
}

/** An upload permission still running (01 §4: 2 hours), as the German date and time it ends. */
function laufendeUploaderlaubnis(bis: string | null | undefined): string | null {
  return bis && hasUploadPermission(new Date(bis)) ? formatDateTimeDe(bis) : null;
}

/**
 * 01 §2, §5: create or edit a pupil. OK only with a username and, when one is given, a well-formed
 * e-mail (validatePupil, the API's rule too); a taken e-mail comes back from the
 * server ('Diese E-Mail-Adresse gehört schon zu einem anderen Konto.') and the dialog stays open. New
 * pupils may not publish (01 §9); existing pupils can be allowed uploads for 2 hours.
 */
export function SchuelerDialog({ schueler, onClose }: SchuelerDialogProps) {
  const { form, gueltig } = useFormular({
    initialValues: {
      benutzername: schueler?.benutzername ?? '',
      namevoll: schueler?.namevoll ?? '',
      email: schueler?.email ?? '',
      veroeffentlichen: schueler?.kann_stapel_veroeffentlichen ?? false,
    },
    validate: regelFuerFelder(validatePupil, {
      benutzername: ['validierung.benutzernameFehlt'],
      email: ['validierung.emailUngueltig'],
    }),
  });
  const [speichern, speicherung] = useSpeichernSchuelerMutation();
  const [erlauben, erlaubnis] = useUploaderlaubnisMutation();
  const erlaubtBis = laufendeUploaderlaubnis(erlaubnis.data?.erlaubt_bis ?? schueler?.upload_erlaubt_bis);

  const onSubmit = async () => {
    const { benutzername, namevoll, email, veroeffentlichen } = form.getValues();
    const result = await speichern({
      ...(schueler ? { id: schueler.id } : {}),
      benutzername: benutzername.trim(),
      namevoll: namevoll.trim(),
      email: email.trim() === '' ? null : email.trim(),
      kann_stapel_veroeffentlichen: veroeffentlichen,
    });
    if (!result.error) onClose();
  };

  return (
    <DialogForm
      title={schueler ? t('klasse.schuelerTitelBearbeiten') : t('klasse.schuelerTitelNeu')}
      testId="schueler-dialog"
      gueltig={gueltig}
      loading={speicherung.isLoading}
      error={speicherung.error}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <TextInput
        label={t('allgemein.benutzername')}
        maxLength={MAX_LENGTH.benutzername}
        required
        data-autofocus
        {...form.getInputProps('benutzername')}
      />
      <TextInput
        label={t('klasse.namevoll')}
        maxLength={MAX_LENGTH.namevoll}
        {...form.getInputProps('namevoll')}
      />
      <TextInput
        label={t('allgemein.email')}
        maxLength={MAX_LENGTH.email}
        type="email"
        {...form.getInputProps('email')}
      />
      <Switch
        label={t('klasse.darfVeroeffentlichen')}
        {...form.getInputProps('veroeffentlichen', { type: 'checkbox' })}
      />
      {schueler ? (
        <Group>
          <Button
            variant="light"
            loading={erlaubnis.isLoading}
            onClick={() => void erlauben({ id: schueler.id })}
          >
            {t('klasse.uploadErlauben')}
          </Button>
          {erlaubtBis ? <Text size="sm">{t('klasse.uploadErlaubtBis', { zeit: erlaubtBis })}</Text> : null}
        </Group>
      ) : null}
      {erlaubnis.data ? (
        <Alert color="green" variant="light" role="status">
          {erlaubnis.data.message}
        </Alert>
      ) : null}
      {erlaubnis.error ? <ErrorNotice message={apiErrorMessage(erlaubnis.error)} /> : null}
    </DialogForm>
  );
}
