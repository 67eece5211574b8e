import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Anchor,
  Button,
  Container,
  Group,
  Stack,
  Text,
  Title,
  loadAreaParts,
  useNavigate,
  useSearchParams,
} from '@lernstapel/ui';
import {
  type LoginRequest,
  type RegistrierungResponse,
  SCHULKONTO_LOGIN_PARAM,
  type SessionUser,
} from '@lernstapel/contracts';
import {
  apiErrorMessage,
  httpStatusOf,
  useGetGespeicherterNameQuery,
  useLoginMutation,
  useLoginSavedMutation,
  type ApiCallError,
} from '@lernstapel/api-client';
import { t, type TextKey } from '@lernstapel/texts';
import { RechtstextDialog, type Rechtstext } from '../datenschutz/RechtstextDialog';
import { homePathFor } from '../session/home-path';
import { ForgotCodeDialog, type ForgotCodeOutcome } from './ForgotCodeDialog';
import { InfoDialog } from './InfoDialog';
import { lazyDialog } from './lazy-dialog';
import { LandingCards } from './LandingCards';
import { LandingFooter } from './LandingFooter';
import { LoginDialog } from './LoginDialog';
import { MessageDialog } from './MessageDialog';
import { RegistrationSuccessDialog } from './RegistrationSuccessDialog';
import { hatGespeicherteAnmeldung } from './saved-login';
import { gemerkteSchule, normalesKuerzel } from './schulkonto/gemerkte-schule';
import { SchulkontoDialog } from './schulkonto/SchulkontoDialog';
import { schulkontoHinweis } from './schulkonto/schulkonto-hinweis';
import { SchulkontoKnopf } from './schulkonto/SchulkontoKnopf';
import { SchulkontoVerknuepfenDialog } from './schulkonto/SchulkontoVerknuepfenDialog';
import { takeStartCode } from './start-code';

// Registering is rarer than logging in: its form (with pick lists from the lazy UI parts) loads on demand.
const RegistrationDialog = lazyDialog(() =>
  Promise.all([import('./RegistrationDialog'), loadAreaParts()]).then(
    ([module]) => module.RegistrationDialog,
  ),
);

type FormDialog = 'login' | 'codeVergessen' | 'registrierung' | 'schulkonto' | 'verknuepfen';
type Info = { title: TextKey; text: TextKey };
type Notice = { title: string; message: string };

const INFOS = {
  vorteile: { title: 'login.vorteileTitel', text: 'landing.vorteile.text' },
  konzept: { title: 'login.konzeptTitel', text: 'landing.konzept.text' },
} as const satisfies Record<string, Info>;

const FORGOT_CODE_NOTICES: Record<ForgotCodeOutcome, { title: TextKey; message: TextKey }> = {
  versendet: { title: 'login.codeVerschicktTitel', message: 'bestaetigung.codeMailGeschickt' },
  unbekannt: { title: 'login.emailUnbekanntTitel', message: 'login.emailNichtRegistriert' },
};

/** /login (01 §2, §4, §5): the landing page with the login, registration and info dialogs. */
export function LoginPage() {
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [loginSaved, { isLoading: savedLoading }] = useLoginSavedMutation();
  // Issue 29 §3: the name cookie is httpOnly; with a saved login the API tells its first name.
  const [gemerkt, setGemerkt] = useState(hatGespeicherteAnmeldung);
  const gespeicherterName = useGetGespeicherterNameQuery(undefined, { skip: !gemerkt });
  const savedName = gemerkt ? (gespeicherterName.data?.name ?? null) : null;
  const savedNameLaedt = gemerkt && gespeicherterName.isLoading;
  const [dialog, setDialog] = useState<FormDialog | null>(null);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [info, setInfo] = useState<Info | null>(null);
  const [rechtstext, setRechtstext] = useState<Rechtstext | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [registered, setRegistered] = useState<{ result: RegistrierungResponse; email: string } | null>(null);
  const [checkingStartCode, setCheckingStartCode] = useState(false);
  const startCodeTaken = useRef(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const [schulkuerzel, setSchulkuerzel] = useState<string | null>(null);
  const schulkontoTaken = useRef(false);

  /** A refused login: 01 §4 blocked → the blocked dialog; anything else stays on the login form. */
  const showRefusal = useCallback((error: ApiCallError | undefined) => {
    if (httpStatusOf(error) === 403) {
      setDialog(null);
      setNotice({ title: t('login.gesperrtTitel'), message: apiErrorMessage(error) });
      return;
    }
    setLoginError(apiErrorMessage(error));
    setDialog('login');
  }, []);

  const submitLogin = useCallback(
    async (request: LoginRequest) => {
      setLoginError(null);
      const result = await login(request);
      if (result.data) await navigate(homePathFor(result.data.user), { replace: true });
      else showRefusal(result.error);
    },
    [login, navigate, showRefusal],
  );

  const submitSavedLogin = async () => {
    const result = await loginSaved();
    if (result.data) {
      await navigate(homePathFor(result.data.user), { replace: true });
      return;
    }
    if (httpStatusOf(result.error) === 401) {
      // The saved login is gone (expired, deleted or ended): the normal login takes over.
      setGemerkt(false);
      setLoginError(t('login.gespeichertFehlgeschlagen'));
      setDialog('login');
      return;
    }
    showRefusal(result.error);
  };

  useEffect(() => {
    if (startCodeTaken.current) return;
    startCodeTaken.current = true;
    const code = takeStartCode();
    if (!code) return;
    setCheckingStartCode(true);
    void submitLogin({ anmeldecode: code }).finally(() => setCheckingStartCode(false));
  }, [submitLogin]);

  // Issue 28: a school link (?schule=…), the link step or a refusal after the provider (?schulkonto=…).
  // Read after the first render, so the prerendered page is taken over unchanged; then the URL is cleaned.
  useEffect(() => {
    if (schulkontoTaken.current) return;
    schulkontoTaken.current = true;
    const schule = searchParams.get('schule');
    const hinweis = schulkontoHinweis(searchParams.get(SCHULKONTO_LOGIN_PARAM));
    setSchulkuerzel(schule ? normalesKuerzel(schule) : gemerkteSchule());
    if (hinweis?.art === 'verknuepfen') setDialog('verknuepfen');
    else if (hinweis) setNotice({ title: t(hinweis.titel), message: t(hinweis.text) });
    else if (schule) setDialog('schulkonto');
    if (schule !== null || hinweis) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const goHome = (user: SessionUser) => void navigate(homePathFor(user), { replace: true });

  const openLogin = () => {
    setLoginError(null);
    setDialog('login');
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack component="header" gap="xs">
          <Title order={1}>{t('allgemein.produktname')}</Title>
          <Text size="lg">{t('landing.untertitel')}</Text>
        </Stack>
        {checkingStartCode ? <Text role="status">{t('portal.login.codeWirdGeprueft')}</Text> : null}
        <Text>{t('landing.einleitung')}</Text>
        <Group align="center">
          {savedName || savedNameLaedt ? (
            <>
              {/* While the name is asked for, the button waits with its place kept: no other button flashes. */}
              <Button
                size="md"
                loading={savedLoading || savedNameLaedt}
                onClick={() => void submitSavedLogin()}
              >
                {t('login.anmeldenAls', { name: savedName ?? '…' })}
              </Button>
              <Anchor component="button" type="button" onClick={openLogin}>
                {t('login.mitAnderemCode')}
              </Anchor>
            </>
          ) : (
            <Button size="md" onClick={openLogin}>
              {t('login.anmelden')}
            </Button>
          )}
          <Button size="md" variant="outline" onClick={() => setDialog('registrierung')}>
            {t('login.neuRegistrieren')}
          </Button>
          <SchulkontoKnopf gemerkteSchule={schulkuerzel} onSchuleWaehlen={() => setDialog('schulkonto')} />
        </Group>
        <LandingCards onVorteile={() => setInfo(INFOS.vorteile)} onKonzept={() => setInfo(INFOS.konzept)} />
        <LandingFooter
          onImpressum={() => setRechtstext('impressum')}
          onDatenschutz={() => setRechtstext('datenschutz')}
        />
      </Stack>

      <LoginDialog
        opened={dialog === 'login'}
        error={loginError}
        loading={isLoading}
        onSubmit={(request) => void submitLogin(request)}
        onForgotCode={() => setDialog('codeVergessen')}
        onClose={() => setDialog(null)}
      />
      <SchulkontoDialog
        opened={dialog === 'schulkonto'}
        kuerzelVorgabe={schulkuerzel}
        onClose={() => setDialog(null)}
      />
      <SchulkontoVerknuepfenDialog
        opened={dialog === 'verknuepfen'}
        onLinked={goHome}
        onBlocked={(message) => {
          setDialog(null);
          setNotice({ title: t('login.gesperrtTitel'), message });
        }}
        onClose={() => setDialog(null)}
      />
      <ForgotCodeDialog
        opened={dialog === 'codeVergessen'}
        onDone={(outcome) => {
          setDialog(null);
          const texts = FORGOT_CODE_NOTICES[outcome];
          setNotice({ title: t(texts.title), message: t(texts.message) });
        }}
        onClose={() => setDialog(null)}
      />
      <RegistrationDialog
        opened={dialog === 'registrierung'}
        onRegistered={(result, email) => {
          setDialog(null);
          setRegistered({ result, email });
        }}
        onClose={() => setDialog(null)}
      />
      <RegistrationSuccessDialog
        result={registered?.result ?? null}
        email={registered?.email ?? ''}
        loggingIn={isLoading}
        onLogin={(anmeldecode) => {
          setRegistered(null);
          void submitLogin({ anmeldecode });
        }}
        onClose={() => setRegistered(null)}
      />
      <MessageDialog
        opened={notice !== null}
        title={notice?.title ?? ''}
        message={notice?.message ?? ''}
        onClose={() => setNotice(null)}
      />
      <InfoDialog
        opened={info !== null}
        title={info ? t(info.title) : ''}
        text={info ? t(info.text) : ''}
        onClose={() => setInfo(null)}
      />
      <RechtstextDialog art={rechtstext} onClose={() => setRechtstext(null)} />
    </Container>
  );
}
