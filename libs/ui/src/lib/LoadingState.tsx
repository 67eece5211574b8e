import { Group, Loader, Text } from '@mantine/core';
import { t } from '@lernstapel/texts';

/** Shown while data or a remote area loads: 'Am Laden...'. */
export function LoadingState() {
  return (
    <Group role="status" aria-live="polite" gap="sm" p="md">
      <Loader size="sm" />
      <Text>{t('allgemein.amLaden')}</Text>
    </Group>
  );
}
