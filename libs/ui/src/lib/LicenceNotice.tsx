import { Alert, Stack, Text } from '@mantine/core';
import {
  isLicenceValid,
  lehrkraefteLabel,
  licenceNextStep,
  type LehrkraefteLabelInput,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

export interface LicenceNoticeProps {
  /** The school's lizenz_jahr; null or undefined when the school never had a licence. */
  lizenzJahr: number | null | undefined;
  /**
   * The session user, to name their next step (issue 23); without it the notice says in general who
   * orders the licence.
   */
  user?: LehrkraefteLabelInput;
  /** The moment to check against; the current time when left out (tests pass a fixed date). */
  now?: Date;
}

/** 01 §5, §8: true when a licensed function must be refused because lizenz_jahr is not this year. */
export function licenceMissing(lizenzJahr: number | null | undefined, now: Date = new Date()): boolean {
  return !isLicenceValid(lizenzJahr, now);
}

/** This user's next step towards the licence: whoever may order it is told where, never to ask others. */
function nextStepText(user: LehrkraefteLabelInput | undefined): string {
  if (!user) return t('lizenz.hinweisBestellen');
  switch (licenceNextStep(user)) {
    case 'selbstBestellen':
      return t('lizenz.schrittSelbstBestellen', { seite: t(lehrkraefteLabel(user) ?? 'menue.schule') });
    case 'schuladministration':
      return t('lizenz.schrittSchuladministration');
    case 'lehrperson':
      return t('lizenz.schrittLehrperson');
  }
}

/**
 * 01 §8: the missing-licence message of every licensed function; issue 23: plainly what works without
 * a licence, what it unlocks and this user's next step. Renders nothing while the licence is valid.
 */
export function LicenceNotice({ lizenzJahr, user, now = new Date() }: LicenceNoticeProps) {
  if (!licenceMissing(lizenzJahr, now)) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="licence-notice">
      <Stack gap="xs">
        <Text>{t('lizenz.keineLizenzFunktion', { year: now.getFullYear() })}</Text>
        <Text size="sm">{t('lizenz.ohneLizenzMoeglich')}</Text>
        <Text size="sm">{t('lizenz.lizenzSchaltetFrei')}</Text>
        <Text size="sm" fw={700} data-testid="licence-next-step">
          {nextStepText(user)}
        </Text>
      </Stack>
    </Alert>
  );
}
