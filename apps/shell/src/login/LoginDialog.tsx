import { useState, type FormEvent } from 'react';
import type { LoginRequest } from '@lernstapel/contracts';
import { validateLoginInput } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { FormErrorAlert, Anchor, Button, Group, Modal, Stack, Switch } from '@lernstapel/ui';
import { AnmeldecodeFeld } from './AnmeldecodeFeld';

export interface LoginDialogProps {
  opened: boolean;
  /** The German message of the last refused login (unknown code, too many attempts). */
  error: string | null;
  loading: boolean;
  onSubmit: (request: LoginRequest) => void;
  onForgotCode: () => void;
  onClose: () => void;
}

/** 01 §2, §5: code field, 'Anmeldung auf diesem Browser speichern', 'Anmeldecode vergessen?'. */
export function LoginDialog({ opened, error, loading, onSubmit, onForgotCode, onClose }: LoginDialogProps) {
  const [anmeldecode, setAnmeldecode] = useState('');
  const [merken, setMerken] = useState(false);
  const canSubmit = validateLoginInput(anmeldecode).length === 0;

  // 01 §5: Enter confirms when OK is enabled (a form submit).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit && !loading) onSubmit({ anmeldecode: anmeldecode.trim(), merken });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('login.titel')} centered>
      <form onSubmit={submit}>
        <Stack>
          {error ? <FormErrorAlert message={error} /> : null}
          <AnmeldecodeFeld value={anmeldecode} onChange={setAnmeldecode} />
          <Switch
            label={t('login.anmeldungSpeichern')}
            checked={merken}
            onChange={(event) => setMerken(event.currentTarget.checked)}
          />
          <Anchor component="button" type="button" size="sm" ta="left" onClick={onForgotCode}>
            {t('login.codeVergessen')}
          </Anchor>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('allgemein.abbrechen')}
            </Button>
            <Button type="submit" disabled={!canSubmit} loading={loading}>
              {t('allgemein.ok')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
