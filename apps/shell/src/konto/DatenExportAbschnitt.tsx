import { Button, Group, Stack, Text, Title } from '@lernstapel/ui';
import { datenExportUrl } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';

/** Issue 16 (Art. 15/20): everyone downloads their own data as a ZIP; the browser saves the file. */
export function DatenExportAbschnitt() {
  return (
    <Stack gap="sm" data-testid="daten-export">
      <Title order={2} size="h4">
        {t('datenschutz.exportTitel')}
      </Title>
      <Text size="sm">{t('datenschutz.exportHinweis')}</Text>
      <Group>
        <Button component="a" href={datenExportUrl()} download variant="light">
          {t('datenschutz.exportHerunterladen')}
        </Button>
      </Group>
    </Stack>
  );
}
