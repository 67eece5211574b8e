import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Center, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { LoginRequest } from '@lernstapel/contracts';
import { apiErrorMessage, useLoginMutation } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { homePathFor } from '../session/home-path';
import { takeStartCode } from './start-code';

/** Minimal login page (01 §2, §4): code field, 'remember me' toggle, German error from the API. */
export function LoginPage() {
  const navigate = useNavigate();
  const [login, { error, isLoading }] = useLoginMutation();
  const [anmeldecode, setAnmeldecode] = useState('');
  const [merken, setMerken] = useState(false);
  const [checkingStartCode, setCheckingStartCode] = useState(false);
  const startCodeTaken = useRef(false);

  const submit = useCallback(
    async (request: LoginRequest) => {
      const result = await login(request);
      if (result.data) await navigate(homePathFor(result.data.user), { replace: true });
    },
    [login, navigate],
  );

  useEffect(() => {
    if (startCodeTaken.current) return;
    startCodeTaken.current = true;
    const code = takeStartCode();
    if (!code) return;
    setCheckingStartCode(true);
    void submit({ anmeldecode: code }).finally(() => setCheckingStartCode(false));
  }, [submit]);

  const code = anmeldecode.trim();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code) void submit({ anmeldecode: code, merken });
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={420} maw="100%">
        <form onSubmit={onSubmit}>
          <Stack>
            <Title order={1} size="h2">
              {t('login.titel')}
            </Title>
            {checkingStartCode ? <Text role="status">{t('portal.login.codeWirdGeprueft')}</Text> : null}
            {error && !isLoading ? (
              <Alert color="red" role="alert">
                {apiErrorMessage(error)}
              </Alert>
            ) : null}
            <TextInput
              label={t('login.anmeldecode')}
              value={anmeldecode}
              onChange={(event) => setAnmeldecode(event.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Switch
              label={t('login.anmeldungSpeichern')}
              checked={merken}
              onChange={(event) => setMerken(event.currentTarget.checked)}
            />
            <Button type="submit" disabled={!code} loading={isLoading}>
              {t('login.anmelden')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
