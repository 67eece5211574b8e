import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@lernstapel/ui';
import type { LoginRequest } from '@lernstapel/contracts';
import {
  apiErrorMessage,
  httpStatusOf,
  useGetGespeicherterNameQuery,
  useLoginMutation,
  useLoginSavedMutation,
  type ApiCallError,
} from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { homePathFor } from '../session/home-path';
import { hatGespeicherteAnmeldung } from './saved-login';
import { takeStartCode } from './start-code';

/** The dialogs of /login that take input; at most one is open. */
export type LoginSeitenDialog = 'login' | 'codeVergessen' | 'registrierung' | 'schulkonto' | 'verknuepfen';
/** A message dialog: blocked account, code sent, school-account notice. */
export type Meldung = { title: string; message: string };

/**
 * Logging in on /login (01 §2, §4, §5): by code, by the saved login of this browser, or by the start code of
 * `/{code}`; a refusal opens the login form again with its message, a blocked account a message dialog.
 */
export function useAnmeldung() {
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [loginSaved, { isLoading: savedLoading }] = useLoginSavedMutation();
  // Issue 29 §3: the name cookie is httpOnly; with a saved login the API tells its first name.
  const [gemerkt, setGemerkt] = useState(hatGespeicherteAnmeldung);
  const gespeicherterName = useGetGespeicherterNameQuery(undefined, { skip: !gemerkt });
  const [dialog, setDialog] = useState<LoginSeitenDialog | null>(null);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [meldung, setMeldung] = useState<Meldung | null>(null);
  const [checkingStartCode, setCheckingStartCode] = useState(false);
  const startCodeTaken = useRef(false);

  /** A refused login: 01 §4 blocked → the blocked dialog; anything else stays on the login form. */
  const showRefusal = useCallback((error: ApiCallError | undefined) => {
    if (httpStatusOf(error) === 403) {
      setDialog(null);
      setMeldung({ title: t('login.gesperrtTitel'), message: apiErrorMessage(error) });
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

  const openLogin = () => {
    setLoginError(null);
    setDialog('login');
  };

  return {
    dialog,
    setDialog,
    meldung,
    setMeldung,
    loginError,
    loggingIn: isLoading,
    checkingStartCode,
    submitLogin,
    openLogin,
    gespeichert: {
      name: gemerkt ? (gespeicherterName.data?.name ?? null) : null,
      nameLaedt: gemerkt && gespeicherterName.isLoading,
      loading: savedLoading,
      anmelden: submitSavedLogin,
    },
  };
}
