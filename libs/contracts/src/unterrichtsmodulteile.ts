import type { CardFields } from '@lernstapel/rules';

/**
 * A card as the API answers it (GET /api/unterrichtsmodulteile/{unterrichtsmodulid}): the 02 §3
 * fields with the representation of the rules library (0/1 flags as booleans, texts never null).
 */
export type Karte = CardFields;

/**
 * POST /api/unterrichtsmodulteile/korrektur (02 §2 'korrigieren' toggle and correction note, 02 §6;
 * licence): sets a card's korrekturmarkierung and, when given, its correction note (notizen). Allowed
 * to the reviewer of an open hand-in of the stack while it is the reviewer's turn, and to whoever may
 * mark the card under the team rule (`darfKarteBearbeiten`: the owner; team members, pupils only on
 * their own cards). Answers the stack's cards (as GET /api/unterrichtsmodulteile/{id}).
 */
export interface KorrekturRequest {
  id: number;
  korrekturmarkierung: boolean;
  notizen?: string;
}
