import { useState } from 'react';
import { Container, Stack, Text, Title, loadAreaParts, useNavigate } from '@lernstapel/ui';
import type { RegistrierungResponse, SessionUser } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';
import { homePathFor } from '../session/home-path';
import { AnmeldeKnoepfe } from './AnmeldeKnoepfe';
import { ForgotCodeDialog, type ForgotCodeOutcome } from './ForgotCodeDialog';
import { lazyDialog } from './lazy-dialog';
import { LandingInfos } from './LandingInfos';
import { LoginDialog } from './LoginDialog';
import { MessageDialog } from './MessageDialog';
import { RegistrationSuccessDialog } from './RegistrationSuccessDialog';
import { SchulkontoDialog } from './schulkonto/SchulkontoDialog';
import { SchulkontoVerknuepfenDialog } from './schulkonto/SchulkontoVerknuepfenDialog';
import { useAnmeldung } from './use-anmeldung';
import { useSchulkontoLink } from './use-schulkonto-link';

// Registering is rarer than logging in: its form (with pick lists from the lazy UI parts) loads on demand.
const RegistrationDialog = lazyDialog(() =>
  Promise.all([import('./RegistrationDialog'), loadAreaParts()]).then(
    ([module]) => module.RegistrationDialog,
  ),
);

const FORGOT_CODE_NOTICES: Record<ForgotCodeOutcome, { title: TextKey; message: TextKey }> = {
  versendet: { title: 'login.codeVerschicktTitel', message: 'bestaetigung.codeMailGeschickt' },
  unbekannt: { title: 'login.emailUnbekanntTitel', message: 'login.emailNichtRegistriert' },
};

/** /login (01 §2, §4, §5): the landing page with the login, registration and info dialogs. */
export function LoginPage() {
  const navigate = useNavigate();
  const anmeldung = useAnmeldung();
  const { dialog, setDialog, setMeldung, submitLogin, gespeichert } = anmeldung;
  const schulkuerzel = useSchulkontoLink(setDialog, setMeldung);
  const [registered, setRegistered] = useState<{ result: RegistrierungResponse; email: string } | null>(null);
  const goHome = (user: SessionUser) => void navigate(homePathFor(user), { replace: true });
  const schliessen = () => setDialog(null);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack component="header" gap="xs">
          <Title order={1}>{t('allgemein.produktname')}</Title>
          <Text size="lg">{t('landing.untertitel')}</Text>
        </Stack>
        {anmeldung.checkingStartCode ? <Text role="status">{t('portal.login.codeWirdGeprueft')}</Text> : null}
        <Text>{t('landing.einleitung')}</Text>
        <AnmeldeKnoepfe
          savedName={gespeichert.name}
          savedNameLaedt={gespeichert.nameLaedt}
          savedLoading={gespeichert.loading}
          schulkuerzel={schulkuerzel}
          onSavedLogin={() => void gespeichert.anmelden()}
          onLogin={anmeldung.openLogin}
          onRegistrieren={() => setDialog('registrierung')}
          onSchulkonto={() => setDialog('schulkonto')}
        />
        <LandingInfos />
      </Stack>

      <LoginDialog
        opened={dialog === 'login'}
        error={anmeldung.loginError}
        loading={anmeldung.loggingIn}
        onSubmit={(request) => void submitLogin(request)}
        onForgotCode={() => setDialog('codeVergessen')}
        onClose={schliessen}
      />
      <SchulkontoDialog opened={dialog === 'schulkonto'} kuerzelVorgabe={schulkuerzel} onClose={schliessen} />
      <SchulkontoVerknuepfenDialog
        opened={dialog === 'verknuepfen'}
        onLinked={goHome}
        onBlocked={(message) => {
          setDialog(null);
          setMeldung({ title: t('login.gesperrtTitel'), message });
        }}
        onClose={schliessen}
      />
      <ForgotCodeDialog
        opened={dialog === 'codeVergessen'}
        onDone={(outcome) => {
          setDialog(null);
          const texts = FORGOT_CODE_NOTICES[outcome];
          setMeldung({ title: t(texts.title), message: t(texts.message) });
        }}
        onClose={schliessen}
      />
      <RegistrationDialog
        opened={dialog === 'registrierung'}
        onRegistered={(result, email) => {
          setDialog(null);
          setRegistered({ result, email });
        }}
        onClose={schliessen}
      />
      <RegistrationSuccessDialog
        result={registered?.result ?? null}
        email={registered?.email ?? ''}
        loggingIn={anmeldung.loggingIn}
        onLogin={(anmeldecode) => {
          setRegistered(null);
          void submitLogin({ anmeldecode });
        }}
        onClose={() => setRegistered(null)}
      />
      <MessageDialog
        opened={anmeldung.meldung !== null}
        title={anmeldung.meldung?.title ?? ''}
        message={anmeldung.meldung?.message ?? ''}
        onClose={() => setMeldung(null)}
      />
    </Container>
  );
}
