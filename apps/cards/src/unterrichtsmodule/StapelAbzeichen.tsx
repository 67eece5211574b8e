import type { StapelListItem } from '@lernstapel/contracts';
import { faelligText } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Badge, Group } from '@lernstapel/ui';

export interface StapelAbzeichenProps {
  stapel: Pick<StapelListItem, 'wird_gemeinsam_bearbeitet' | 'ist_veroeffentlicht'>;
}

/** A stack's state at a glance: edited in a team (01 §4), published (01 §4). */
export function StapelAbzeichen({ stapel }: StapelAbzeichenProps) {
  if (!stapel.wird_gemeinsam_bearbeitet && !stapel.ist_veroeffentlicht) return null;
  return (
    <Group gap={4} component="span" display="inline-flex" ml="xs">
      {stapel.wird_gemeinsam_bearbeitet ? (
        <Badge size="sm" variant="light">
          {t('stapel.badgeTeam')}
        </Badge>
      ) : null}
      {stapel.ist_veroeffentlicht ? (
        <Badge size="sm" variant="light" color="teal">
          {t('stapel.badgeVeroeffentlicht')}
        </Badge>
      ) : null}
    </Group>
  );
}

export interface ZuKorrigierenProps {
  anzahl: number;
}

/** 01 §2: the cards of a stack marked for correction, as a red badge while there are any. */
export function ZuKorrigieren({ anzahl }: ZuKorrigierenProps) {
  if (anzahl <= 0) return null;
  return (
    <Badge color="red" aria-label={t('eingaenge.zuKorrigierendeKarten', { anzahl })}>
      {anzahl}
    </Badge>
  );
}

/** Issue 11 'n Karten fällig': the stack's cards due in 'Intelligente Wiederholung', while there are any. */
export function Faellig({ anzahl }: { anzahl: number | undefined }) {
  if (anzahl === undefined || anzahl <= 0) return null;
  return (
    <Badge variant="light" color="orange" ml="xs" data-testid="stapel-faellig">
      {faelligText(anzahl)}
    </Badge>
  );
}
