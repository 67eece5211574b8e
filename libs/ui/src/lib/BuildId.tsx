import { Text } from '@mantine/core';
import { t } from '@lernstapel/texts';

export interface BuildIdProps {
  /** Name of the app that was built, e.g. 'exams'; the test id is `build-id-<app>`. */
  app: string;
  id: string;
}

/** The visible build id of an app, so a release of one remote can be seen in the running portal. */
export function BuildId({ app, id }: BuildIdProps) {
  return (
    <Text size="xs" c="dimmed" mt="xl" data-testid={`build-id-${app}`}>
      {t('portal.buildId', { id })}
    </Text>
  );
}
