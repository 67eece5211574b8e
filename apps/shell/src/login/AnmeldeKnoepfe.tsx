import { Anchor, Button, Group } from '@lernstapel/ui';
import { t } from '@lernstapel/texts';
import { SchulkontoKnopf } from './schulkonto/SchulkontoKnopf';

export interface AnmeldeKnoepfeProps {
  /** The first name of this browser's saved login; `null` without one. */
  savedName: string | null;
  savedNameLaedt: boolean;
  savedLoading: boolean;
  schulkuerzel: string | null;
  onSavedLogin: () => void;
  onLogin: () => void;
  onRegistrieren: () => void;
  onSchulkonto: () => void;
}

/** The landing page's ways in (01 §2): log in (as the saved person or by code), register, school account. */
export function AnmeldeKnoepfe(props: AnmeldeKnoepfeProps) {
  const { savedName, savedNameLaedt, savedLoading, schulkuerzel } = props;
  return (
    <Group align="center">
      {savedName || savedNameLaedt ? (
        <>
          {/* While the name is asked for, the button waits with its place kept: no other button flashes. */}
          <Button size="md" loading={savedLoading || savedNameLaedt} onClick={props.onSavedLogin}>
            {t('login.anmeldenAls', { name: savedName ?? '…' })}
          </Button>
          <Anchor component="button" type="button" onClick={props.onLogin}>
            {t('login.mitAnderemCode')}
          </Anchor>
        </>
      ) : (
        <Button size="md" onClick={props.onLogin}>
          {t('login.anmelden')}
        </Button>
      )}
      <Button size="md" variant="outline" onClick={props.onRegistrieren}>
        {t('login.neuRegistrieren')}
      </Button>
      <SchulkontoKnopf gemerkteSchule={schulkuerzel} onSchuleWaehlen={props.onSchulkonto} />
    </Group>
  );
}
