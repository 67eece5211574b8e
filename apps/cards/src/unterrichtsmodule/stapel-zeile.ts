import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import type { StapelAktion } from './stapel-aktionen';

/** A stack of the flashcards page: an own one, or another owner's team stack (with the owner's name). */
export type StapelZeile = StapelListItem & { eigentuemer?: string };

/** What the list and card views need to show the stacks of one folder. */
export interface StapelListeProps {
  stapel: readonly StapelZeile[];
  zugang: 'eigentuemer' | 'team';
  user: SessionUser;
  onAktion: (aktion: StapelAktion, stapel: StapelZeile, ausloeser: HTMLElement | null) => void;
}
