import { Anchor, Group, Text } from '@lernstapel/ui';
import { useGetServerVersionQuery } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { PROGRAM_DATE, PROGRAM_VERSION } from './program-version';

export interface LandingFooterProps {
  onImpressum: () => void;
  onDatenschutz: () => void;
}

/** 01 §2, §9: program version with its date, server version, legal notice and privacy policy. */
export function LandingFooter({ onImpressum, onDatenschutz }: LandingFooterProps) {
  const { data } = useGetServerVersionQuery();
  return (
    <Group component="footer" justify="space-between" gap="md" py="md" wrap="wrap">
      <Group gap="lg">
        <Text size="sm" c="dimmed" data-testid="programmversion">
          {t('login.programmversion', { version: PROGRAM_VERSION, datum: PROGRAM_DATE })}
        </Text>
        {data ? (
          <Text size="sm" c="dimmed" data-testid="serverversion">
            {t('login.serverversion', { version: data.version })}
          </Text>
        ) : null}
      </Group>
      <Group gap="lg">
        <Anchor component="button" type="button" size="sm" onClick={onImpressum}>
          {t('login.impressum')}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={onDatenschutz}>
          {t('login.datenschutz')}
        </Anchor>
      </Group>
    </Group>
  );
}
