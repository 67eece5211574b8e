import type { StapelablageItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';

/**
 * 01 §4: what the session user has to do with a hand-in now. The reviewer sees 'Überprüfen', the
 * sender 'Verbessern'; while the other party is at turn, the user waits for them.
 */
export function zuTunText(item: StapelablageItem, userId: number): string {
  switch (item.aktion) {
    case 'ueberpruefen':
      return t('stapelablage.ueberpruefen');
    case 'verbessern':
      return t('stapelablage.verbessern');
    case null: {
      const andere = userId === item.stapel_absender_id ? item.eigentuemer : item.absender;
      return t('eingaenge.stapelablage.wartenAuf', { name: andere });
    }
  }
}
