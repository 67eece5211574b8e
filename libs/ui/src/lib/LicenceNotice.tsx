import { Alert, Stack, Text } from '@mantine/core';
import { isLicenceValid } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

export interface LicenceNoticeProps {
  /** The school's lizenz_jahr; null or undefined when the school never had a licence. */
  lizenzJahr: number | null | undefined;
  /** The moment to check against; the current time when left out (tests pass a fixed date). */
  now?: Date;
}

/** 01 §5, §8: true when a licensed function must be refused because lizenz_jahr is not this year. */
export function licenceMissing(lizenzJahr: number | null | undefined, now: Date = new Date()): boolean {
  return !isLicenceValid(lizenzJahr, now);
}

/**
 * 01 §8: the missing-licence message of every licensed function, with the advice where to order
 * one; renders nothing while the school's licence is valid.
 */
export function LicenceNotice({ lizenzJahr, now = new Date() }: LicenceNoticeProps) {
  if (!licenceMissing(lizenzJahr, now)) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="licence-notice">
      <Stack gap="xs">
        <Text>{t('lizenz.keineLizenzFunktion', { year: now.getFullYear() })}</Text>
        <Text size="sm">{t('lizenz.hinweisBestellen')}</Text>
      </Stack>
    </Alert>
  );
}
