import { schulkontoStartUrl } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Anchor, Button } from '@lernstapel/ui';

export interface SchulkontoKnopfProps {
  /** This browser's last school: the button leads straight to its provider. */
  gemerkteSchule: string | null;
  onSchuleWaehlen: () => void;
}

/** Issue 28: 'Mit Schulkonto anmelden' on the landing page. */
export function SchulkontoKnopf({ gemerkteSchule, onSchuleWaehlen }: SchulkontoKnopfProps) {
  if (!gemerkteSchule) {
    return (
      <Button size="md" variant="light" onClick={onSchuleWaehlen}>
        {t('schulkonto.anmelden')}
      </Button>
    );
  }
  return (
    <>
      <Button size="md" variant="light" component="a" href={schulkontoStartUrl(gemerkteSchule)}>
        {t('schulkonto.anmelden')}
      </Button>
      <Anchor component="button" type="button" onClick={onSchuleWaehlen}>
        {t('schulkonto.schuleWaehlen')}
      </Anchor>
    </>
  );
}
