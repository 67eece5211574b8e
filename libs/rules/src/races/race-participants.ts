import type { TextKey } from '@lernstapel/texts';

/** 01 §4, §9: at most 5 invited plus the author, 6 players. */
export const RACE_MAX_PLAYERS = 6;
export const RACE_MAX_INVITED = RACE_MAX_PLAYERS - 1;
/** 01 §4: a race starts only with at least 2 participants. */
export const RACE_MIN_PLAYERS = 2;

/**
 * 01 §5 race selection: at most 6 players including the author, so at most 5 invited; at least one
 * invited, since a race needs 2 players to start. The author and repeated ids count once.
 */
export function validateRaceSelection(invitedUserIds: readonly number[], authorId: number): TextKey[] {
  const invited = new Set(invitedUserIds.filter((id) => id !== authorId));
  if (invited.size === 0) return ['validierung.keinTeilnehmer'];
  return invited.size > RACE_MAX_INVITED ? ['validierung.zuVieleTeilnehmer'] : [];
}

/** 01 §5: the add button is hidden once 6 players (author included) are selected. */
export function canAddRaceParticipant(selectedIncludingAuthor: number): boolean {
  return selectedIncludingAuthor < RACE_MAX_PLAYERS;
}

/** 01 §4: a race can start only when all participants have confirmed and there are at least 2. */
export function canStartRace(participants: ReadonlyArray<{ einladung_angenommen: boolean }>): boolean {
  return participants.length >= RACE_MIN_PLAYERS && participants.every((p) => p.einladung_angenommen);
}
