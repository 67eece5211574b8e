import type { RegistrierungResponse } from '@lernstapel/contracts';
import { httpStatusOf } from '@lernstapel/api-client';
import { isLandCode, MAX_LENGTH } from '@lernstapel/rules';
import { landOptions, Group, SegmentedControl, Select, TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { t, type TextKey } from '@lernstapel/texts';
import { MessageDialog } from './MessageDialog';
import type { RegistrationField } from './registration-form';
import { useRegistrationForm } from './use-registration-form';

export interface RegistrationDialogProps {
  opened: boolean;
  onRegistered: (result: RegistrierungResponse, email: string) => void;
  onClose: () => void;
}

/** 'Neu registrieren...' (01 §2, §5): as a school or as an individual person. */
export function RegistrationDialog({ opened, onRegistered, onClose }: RegistrationDialogProps) {
  const { form, werte, message, leave, canSubmit, submit, mutation, emailKnown, closeKnownEmail } =
    useRegistrationForm(onRegistered);
  const { error, isLoading } = mutation;

  const input = (
    field: RegistrationField,
    label: TextKey,
    extra: { maxLength?: number; type?: string } = {},
  ) => {
    const key = message(field);
    return (
      <TextInput
        label={t(label)}
        required
        value={werte[field]}
        error={key ? t(key) : undefined}
        onChange={(event) => form.setFieldValue(field, event.currentTarget.value)}
        onBlur={() => leave(field)}
        {...extra}
      />
    );
  };

  // A known address (409) is told in its own dialog, not as the form's error.
  const shownError = error && httpStatusOf(error) !== 409 ? error : null;

  return (
    <DialogForm
      opened={opened}
      onClose={onClose}
      title={t('registrierung.titel')}
      size="lg"
      absenden={t('registrierung.absenden')}
      gueltig={canSubmit}
      loading={isLoading}
      error={shownError}
      onSubmit={() => void submit()}
    >
      <SegmentedControl
        aria-label={t('registrierung.art')}
        value={werte.art}
        onChange={(value) => form.setFieldValue('art', value === 'einzelperson' ? 'einzelperson' : 'schule')}
        data={[
          { value: 'schule', label: t('registrierung.artSchule') },
          { value: 'einzelperson', label: t('registrierung.artEinzelperson') },
        ]}
      />
      {input('namevoll', 'registrierung.namevoll', { maxLength: MAX_LENGTH.namevoll })}
      {input('benutzername', 'registrierung.benutzername', { maxLength: MAX_LENGTH.benutzername })}
      {input('email', 'registrierung.email', { type: 'email', maxLength: MAX_LENGTH.email })}
      {werte.art === 'schule' ? (
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
            value={werte.schulLand}
            onChange={(value) => {
              if (value && isLandCode(value)) form.setFieldValue('schulLand', value);
            }}
          />
        </>
      ) : null}
      <MessageDialog
        opened={emailKnown}
        title={t('registrierung.emailBereitsRegistriertTitel')}
        message={t('registrierung.emailBereitsRegistriertDialog')}
        onClose={closeKnownEmail}
      />
    </DialogForm>
  );
}
