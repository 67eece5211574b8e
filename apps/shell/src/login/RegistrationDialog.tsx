import { useState, type FormEvent } from 'react';
import type { RegistrierungResponse, RegistrierungsArt } from '@lernstapel/contracts';
import {
  apiErrorDetails,
  apiErrorMessage,
  httpStatusOf,
  useRegistrierenMutation,
} from '@lernstapel/api-client';
import { isLandCode, MAX_LENGTH } from '@lernstapel/rules';
import {
  FormErrorAlert,
  landOptions,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@lernstapel/ui';
import { t, type TextKey } from '@lernstapel/texts';
import { MessageDialog } from './MessageDialog';
import {
  EMPTY_REGISTRATION,
  registrationErrors,
  registrationRequest,
  type RegistrationField,
  type RegistrationFields,
} from './registration-form';

export interface RegistrationDialogProps {
  opened: boolean;
  onRegistered: (result: RegistrierungResponse, email: string) => void;
  onClose: () => void;
}

/** 'Neu registrieren...' (01 §2, §5): as a school or as an individual person. */
export function RegistrationDialog({ opened, onRegistered, onClose }: RegistrationDialogProps) {
  const [art, setArt] = useState<RegistrierungsArt>('schule');
  const [fields, setFields] = useState<RegistrationFields>(EMPTY_REGISTRATION);
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [emailKnown, setEmailKnown] = useState(false);
  // 01 §5: the e-mail the API called known stays marked until it is changed.
  const [knownEmail, setKnownEmail] = useState<string | null>(null);
  const [register, { error, isLoading, reset }] = useRegistrierenMutation();
  const errors = registrationErrors(fields, art);
  if (knownEmail !== null && fields.email.trim() === knownEmail && !errors.email) {
    errors.email = 'registrierung.emailBereitsRegistriert';
  }
  const canSubmit = Object.keys(errors).length === 0;

  const input = (
    field: RegistrationField,
    label: TextKey,
    extra: { maxLength?: number; type?: string } = {},
  ) => {
    const message = touched[field] || (field === 'email' && knownEmail !== null) ? errors[field] : undefined;
    return (
      <TextInput
        label={t(label)}
        required
        value={fields[field]}
        error={message ? t(message) : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setFields((current) => ({ ...current, [field]: value }));
        }}
        onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
        {...extra}
      />
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || isLoading) return;
    const result = await register(registrationRequest(fields, art));
    if (result.data) {
      onRegistered(result.data, fields.email.trim());
      setFields(EMPTY_REGISTRATION);
      setTouched({});
      setKnownEmail(null);
      reset();
    } else if (httpStatusOf(result.error) === 409) {
      setKnownEmail(fields.email.trim());
      setEmailKnown(true);
    }
  };

  const status = httpStatusOf(error);
  const shownError = error && status !== 409 ? apiErrorMessage(error) : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('registrierung.titel')} size="lg">
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <SegmentedControl
            aria-label={t('registrierung.art')}
            value={art}
            onChange={(value) => setArt(value === 'einzelperson' ? 'einzelperson' : 'schule')}
            data={[
              { value: 'schule', label: t('registrierung.artSchule') },
              { value: 'einzelperson', label: t('registrierung.artEinzelperson') },
            ]}
          />
          {shownError ? <FormErrorAlert message={shownError} details={apiErrorDetails(error)} /> : null}
          {input('namevoll', 'registrierung.namevoll', { maxLength: MAX_LENGTH.namevoll })}
          {input('benutzername', 'registrierung.benutzername', { maxLength: MAX_LENGTH.benutzername })}
          {input('email', 'registrierung.email', { type: 'email', maxLength: MAX_LENGTH.email })}
          {art === 'schule' ? (
            <>
              {input('schulName1', 'registrierung.schulName', { maxLength: MAX_LENGTH.schulname })}
              {input('schulStrasse', 'registrierung.schulStrasse', { maxLength: MAX_LENGTH.anschrift })}
              <Group grow align="flex-start">
                {/* 01 §9: postal codes have at most 10 characters */}
                {input('schulPLZ', 'registrierung.schulPlz', { maxLength: MAX_LENGTH.plz })}
                {input('schulOrt', 'registrierung.schulOrt', { maxLength: MAX_LENGTH.ort })}
              </Group>
              <Select
                label={t('registrierung.schulLand')}
                required
                allowDeselect={false}
                data={landOptions()}
                value={fields.schulLand}
                onChange={(value) => {
                  if (value && isLandCode(value)) setFields((current) => ({ ...current, schulLand: value }));
                }}
              />
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('allgemein.abbrechen')}
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={isLoading}>
              {t('registrierung.absenden')}
            </Button>
          </Group>
        </Stack>
      </form>
      <MessageDialog
        opened={emailKnown}
        title={t('registrierung.emailBereitsRegistriertTitel')}
        message={t('registrierung.emailBereitsRegistriertDialog')}
        onClose={() => {
          setEmailKnown(false);
          reset();
        }}
      />
    </Modal>
  );
}
