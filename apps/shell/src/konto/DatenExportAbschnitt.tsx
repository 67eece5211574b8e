import { datenExportUrl } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Button, Group, Text } from '@lernstapel/ui';
import { KontoAbschnitt } from './KontoAbschnitt';

/** Issue 16 (Art. 15/20): everyone downloads their own data as a ZIP; the browser saves the file. */
export function DatenExportAbschnitt() {
  return (
    <KontoAbschnitt titel={t('datenschutz.exportTitel')} testId="daten-export">
      <Text size="sm">{t('datenschutz.exportHinweis')}</Text>
      <Group>
        <Button component="a" href={datenExportUrl()} download variant="light">
          {t('datenschutz.exportHerunterladen')}
        </Button>
      </Group>
    </KontoAbschnitt>
  );
}
