import { useDeleteSavedLoginMutation } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { SuccessNotice, Button, Group, Text } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { KontoAbschnitt } from './KontoAbschnitt';

/**
 * 01 §4, §8: deletes this browser's saved login (DELETE /api/benutzer/gespeichert) and shows the
 * server's confirmation 'Die Anmeldecookies für diesen Browser wurden gelöscht'.
 */
export function BrowserAbschnitt() {
  const [loeschen, { data, error, isLoading }] = useDeleteSavedLoginMutation();
  return (
    <KontoAbschnitt titel={t('konto.abschnittBrowser')} testId="konto-browser">
      <Text size="sm">{t('konto.anmeldecookiesHinweis')}</Text>
      {data ? <SuccessNotice message={data.message} /> : null}
      {error ? <ApiErrorAlert error={error} /> : null}
      <Group>
        <Button variant="default" loading={isLoading} onClick={() => void loeschen()}>
          {t('konto.anmeldecookiesButton')}
        </Button>
      </Group>
    </KontoAbschnitt>
  );
}
