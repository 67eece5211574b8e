import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import type { StapelAktion } from './stapel-aktionen';

/**
 * A stack of the flashcards page: an own one (in 'Intelligente Wiederholung' with its due cards,
 * issue 11), or another owner's team stack (with the owner's name).
 */
export type StapelZeile = StapelListItem & { eigentuemer?: string; faellig?: number };

/** What the list and card views need to show the stacks of one folder. */
export interface StapelListeProps {
  stapel: readonly StapelZeile[];
  zugang: 'eigentuemer' | 'team';
  user: SessionUser;
  onAktion: (aktion: StapelAktion, stapel: StapelZeile, ausloeser: HTMLElement | null) => void;
}
