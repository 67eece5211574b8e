import { Button, Group, Text, Link } from '@lernstapel/ui';
import type { StapelablageItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { zuTunText } from './zu-tun-text';

export interface ZuTunZelleProps {
  eintrag: StapelablageItem;
  userId: number;
  /** the school licence is missing (01 §5): the steps wait */
  gesperrt: boolean;
  beschaeftigt: boolean;
  onUeberpruefen: (eintrag: StapelablageItem) => void;
  onErneutAbgeben: (eintrag: StapelablageItem) => void;
}

/**
 * 01 §4 what the user does now: the reviewer 'Überprüfen' (opens the stack to correct), the sender
 * 'Verbessern' (the own card list) and 'Erneut abgeben'; while waiting, whom they wait for.
 */
export function ZuTunZelle({
  eintrag,
  userId,
  gesperrt,
  beschaeftigt,
  onUeberpruefen,
  onErneutAbgeben,
}: ZuTunZelleProps) {
  switch (eintrag.aktion) {
    case 'ueberpruefen':
      return (
        <Button size="xs" disabled={gesperrt} loading={beschaeftigt} onClick={() => onUeberpruefen(eintrag)}>
          {zuTunText(eintrag, userId)}
        </Button>
      );
    case 'verbessern':
      return (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`/editunterrichtsmodul/${eintrag.unterrichtsmodule_id}/user`}
          >
            {zuTunText(eintrag, userId)}
          </Button>
          <Button
            size="xs"
            disabled={gesperrt}
            loading={beschaeftigt}
            onClick={() => onErneutAbgeben(eintrag)}
          >
            {t('stapelablage.erneutAbgeben')}
          </Button>
        </Group>
      );
    case null:
      return (
        <Text size="sm" c="dimmed">
          {zuTunText(eintrag, userId)}
        </Text>
      );
  }
}
