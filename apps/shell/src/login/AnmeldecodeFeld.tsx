import { MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { TextInput } from '@lernstapel/ui';

export interface AnmeldecodeFeldProps {
  value: string;
  onChange: (anmeldecode: string) => void;
}

/** The login-code field of the login and the school-account link: typed as printed, never autocorrected. */
export function AnmeldecodeFeld({ value, onChange }: AnmeldecodeFeldProps) {
  return (
    <TextInput
      label={t('login.anmeldecode')}
      maxLength={MAX_LENGTH.anmeldecode}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      data-autofocus
    />
  );
}
