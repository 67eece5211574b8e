import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { RegistrierungResponse, RegistrierungsArt } from '@lernstapel/contracts';
import { httpStatusOf } from '@lernstapel/api-client';
import type { TextKey } from '@lernstapel/texts';
import {
  EMPTY_REGISTRATION,
  registrationErrors,
  registrationRequest,
  type RegistrationField,
  type RegistrationFields,
} from './registration-form';
import { useRegistrierenMutation } from './registrieren-api';

type RegistrationWerte = RegistrationFields & { art: RegistrierungsArt };

/**
 * The registration form (01 §5) on @mantine/form: the rules' messages derive from all values on each render
 * (the school fields count only for a school), a field's message shows once it was left; an e-mail the API
 * called known (409) stays marked until it is changed, and its dialog opens.
 */
export function useRegistrationForm(onRegistered: (result: RegistrierungResponse, email: string) => void) {
  const form = useForm<RegistrationWerte>({
    initialValues: { ...EMPTY_REGISTRATION, art: 'schule' },
    // 'Touched' is set by leaving a field (leave), not by typing: a message waits until the field was left.
    touchTrigger: 'focus',
  });
  const [emailKnown, setEmailKnown] = useState(false);
  const [knownEmail, setKnownEmail] = useState<string | null>(null);
  const [register, mutation] = useRegistrierenMutation();
  const werte = form.getValues();
  const errors = registrationErrors(werte, werte.art);
  if (knownEmail !== null && werte.email.trim() === knownEmail && !errors.email) {
    errors.email = 'registrierung.emailBereitsRegistriert';
  }
  const canSubmit = Object.keys(errors).length === 0;

  const message = (field: RegistrationField): TextKey | undefined =>
    form.isTouched(field) || (field === 'email' && knownEmail !== null) ? errors[field] : undefined;
  const leave = (field: RegistrationField) => form.setTouched((current) => ({ ...current, [field]: true }));

  const submit = async () => {
    if (!canSubmit || mutation.isLoading) return;
    const { art, ...fields } = form.getValues();
    const result = await register(registrationRequest(fields, art));
    if (result.data) {
      onRegistered(result.data, fields.email.trim());
      form.reset();
      setKnownEmail(null);
      mutation.reset();
    } else if (httpStatusOf(result.error) === 409) {
      setKnownEmail(fields.email.trim());
      setEmailKnown(true);
    }
  };

  const closeKnownEmail = () => {
    setEmailKnown(false);
    mutation.reset();
  };

  return { form, werte, message, leave, canSubmit, submit, mutation, emailKnown, closeKnownEmail };
}
