import type { SessionUser } from '@lernstapel/contracts';
import { requiredEmailErrors, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { TextInput, regelValidator, useFormular } from '@lernstapel/ui';
import { AbschnittFormular } from './AbschnittFormular';
import { useKontoEmailMutation } from './konto-api';

export interface EmailAbschnittProps {
  user: SessionUser;
}

/**
 * 01 §5: the own (recovery) e-mail; saving needs a non-empty, well-formed address, and the server
 * checks that no one else has it ('Diese E-Mail-Adresse gehört schon zu einem anderen Konto.').
 */
export function EmailAbschnitt({ user }: EmailAbschnittProps) {
  const [speichern, { data, error, isLoading }] = useKontoEmailMutation();
  const { form, gueltig } = useFormular({
    initialValues: { email: user.email ?? '' },
    validate: { email: regelValidator(requiredEmailErrors) },
  });

  return (
    <AbschnittFormular
      titel={t('konto.abschnittEmail')}
      absenden={t('konto.emailSpeichern')}
      gueltig={gueltig}
      loading={isLoading}
      gespeichert={Boolean(data)}
      error={error}
      onSubmit={() => void speichern({ email: form.getValues().email.trim() })}
      testId="konto-email"
    >
      <TextInput
        label={t('konto.email')}
        maxLength={MAX_LENGTH.email}
        type="email"
        {...form.getInputProps('email')}
      />
    </AbschnittFormular>
  );
}
