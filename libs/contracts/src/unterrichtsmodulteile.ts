import type { AnswerMode, CardFields, KonjugFormen, KonjugSprache } from '@lernstapel/rules';

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

/**
 * POST /api/unterrichtsmodulteile (02 §7 "whole card", §4 Saving, §5 Saving a card): creates the card
 * (id 0 or absent) in stack `unterrichtsmodule_id`, or changes card `id`. Missing fields keep the
 * stored value (new card: the defaults of emptyCard). `modus` is the editor's answer mode (02 §4);
 * without it the mode is read from the card's flags. The API checks and stores exactly as the dialog:
 * special-character shortcuts, validateCard (a refused card is a 400 with the German texts),
 * normaliseCard. Not changed through this call: the author (set to the saver on a new card), the
 * stack of an existing card, the correction mark and note (POST .../korrektur, licence) and the quiz
 * box. Answers the stack's cards (as GET /api/unterrichtsmodulteile/{id}).
 */
export type KarteSpeichernRequest = Partial<Karte> & {
  unterrichtsmodule_id: number;
  modus?: AnswerMode;
};

/** POST /api/unterrichtsmodulteile/delete (02 §7): deletes card `id`; answers the stack's cards. */
export interface KarteLoeschenRequest {
  id: number;
}

/**
 * POST /api/unterrichtsmodulteile/kopieren (02 §3 copy request, §4 selection mode): copies the cards
 * `unterrichtsModulTeilList` (ids, from stacks the user may copy from) into the user's own stack
 * `unterrichtsmodule_id`; the copies are the copier's, in box 1, without correction mark or note.
 */
export interface KartenKopierenRequest {
  unterrichtsmodule_id: number;
  unterrichtsModulTeilList: number[];
}

export interface KartenKopierenResponse {
  anzahl: number;
  message: string;
}

/**
 * GET /api/unterrichtsmodulteile/konjugation?sprache&zeitform&verb (beyond the spec: 'Formen
 * vorschlagen' in the conjugation editor): the six forms from open conjugation data; `formen` null
 * when the data does not cover the tense (Portuguese: none) or does not know the verb.
 */
export interface KonjugationVorschlagQuery {
  sprache: KonjugSprache;
  zeitform: string;
  verb: string;
}

export interface KonjugationVorschlag {
  formen: KonjugFormen | null;
}
