import { Anchor, Center, Paper, Stack, Text, Title, useParams } from '@lernstapel/ui';
import { t } from '@lernstapel/texts';

/** /htmlerror/{errno} (01 §2). The retry link reloads the portal from / (a fresh start check). */
export function HtmlErrorPage() {
  const { errno = '' } = useParams();
  const status = /^\d{3}$/.test(errno) ? errno : '500';
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl">
        <Stack>
          <Title order={1} size="h2">
            {t('fehler.htmlFehler', { status })}
          </Title>
          {status === '500' ? <Text>{t('fehler.serverAntwortetNicht')}</Text> : null}
          <Anchor href="/">{t('allgemein.erneutVersuchen')}</Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
