import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@lernstapel/ui';
import type { RegistrierungResponse } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';

export interface RegistrationSuccessDialogProps {
  /** The answer of the registration; the code lives only here and is gone once the dialog closes. */
  result: RegistrierungResponse | null;
  email: string;
  loggingIn: boolean;
  onLogin: (anmeldecode: string) => void;
  onClose: () => void;
}

/** Issue 3: the new login code is shown once, prominently, with a copy button and the thank-you. */
export function RegistrationSuccessDialog({
  result,
  email,
  loggingIn,
  onLogin,
  onClose,
}: RegistrationSuccessDialogProps) {
  return (
    <Modal opened={result !== null} onClose={onClose} title={t('registrierung.erfolgTitel')} centered>
      {result ? (
        <Stack>
          <Text>
            {t(result.mailVersendet ? 'registrierung.danke' : 'registrierung.dankeOhneMail', { email })}
          </Text>
          <Text fw={600}>{t('registrierung.deinAnmeldecode')}</Text>
          <Code
            block
            fz={28}
            fw={700}
            ta="center"
            style={{ letterSpacing: '0.15em' }}
            data-testid="neuer-anmeldecode"
          >
            {result.anmeldecode}
          </Code>
          <Text size="sm">{t('registrierung.deinBenutzername', { benutzername: result.benutzername })}</Text>
          <Text size="sm" c="dimmed">
            {t('registrierung.codeNurEinmal')}
          </Text>
          <Group justify="space-between">
            <CopyButton value={result.anmeldecode}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('registrierung.codeKopiert') : t('registrierung.codeKopieren')}
                </Button>
              )}
            </CopyButton>
            <Button loading={loggingIn} onClick={() => onLogin(result.anmeldecode)}>
              {t('registrierung.jetztAnmelden')}
            </Button>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('allgemein.schliessen')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
