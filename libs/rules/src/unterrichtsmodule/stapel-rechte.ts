/**
 * Why a user may read a stack (the API's read check, DEVIATIONS 4): the owner, a team member while
 * team editing is on, a share recipient (mailbox), a party of a hand-in record, or anyone when it is
 * published ('veroeffentlicht': only through the global library). null: not at all.
 */
export type StapelZugangWert = 'eigentuemer' | 'team' | 'geteilt' | 'stapelablage' | 'veroeffentlicht';

export interface StapelRechteEingabe {
  zugang: StapelZugangWert | null;
  /** 01 §6: the user may publish (kann_stapel_veroeffentlichen); main administrators own no stacks */
  kann_stapel_veroeffentlichen: boolean;
}

/** Same fields as StapelRechte in @lernstapel/contracts. */
export interface StapelRechteWerte {
  eigenschaften_bearbeiten: boolean;
  loeschen: boolean;
  teilen: boolean;
  veroeffentlichen: boolean;
  team_bearbeitung: boolean;
  karten_hinzufuegen: boolean;
  kopieren: boolean;
}

const KEINE: StapelRechteWerte = {
  eigenschaften_bearbeiten: false,
  loeschen: false,
  teilen: false,
  veroeffentlichen: false,
  team_bearbeitung: false,
  karten_hinzufuegen: false,
  kopieren: false,
};

/**
 * 01 §4 team editing, §5, §6; 02 §6: the owner edits the properties, deletes, shares, edits in a team
 * and (with kann_stapel_veroeffentlichen) publishes; non-owners lose all of these. Team members add
 * cards. Copying into own stacks is open to every reader except a hand-in reviewer (they check a
 * pupil's work, they do not take it).
 */
export function stapelRechte(eingabe: StapelRechteEingabe): StapelRechteWerte {
  switch (eingabe.zugang) {
    case 'eigentuemer':
      return {
        eigenschaften_bearbeiten: true,
        loeschen: true,
        teilen: true,
        veroeffentlichen: eingabe.kann_stapel_veroeffentlichen,
        team_bearbeitung: true,
        karten_hinzufuegen: true,
        kopieren: true,
      };
    case 'team':
      return { ...KEINE, karten_hinzufuegen: true, kopieren: true };
    case 'geteilt':
    case 'veroeffentlicht':
      return { ...KEINE, kopieren: true };
    case 'stapelablage':
    case null:
      return KEINE;
  }
}

export interface KarteBearbeitenEingabe {
  benutzerId: number;
  ist_schueler: boolean;
  zugang: StapelZugangWert | null;
  /** the stack's wird_gemeinsam_bearbeitet */
  wird_gemeinsam_bearbeitet: boolean;
  /** the card's autor_id (null once the author is deleted) */
  autor_id: number | null;
}

/**
 * 02 §6: who may edit, delete or mark a card. The owner and team members (team editing on) may;
 * in a jointly edited stack (wird_gemeinsam_bearbeitet) pupils may not touch cards authored by
 * others — read literally, this holds for a pupil who owns the stack too. Mailbox, library and
 * hand-in readers may not (the hand-in reviewer marks cards through `darfKarteMarkieren`).
 */
export function darfKarteBearbeiten(eingabe: KarteBearbeitenEingabe): boolean {
  if (eingabe.zugang !== 'eigentuemer' && eingabe.zugang !== 'team') return false;
  if (eingabe.wird_gemeinsam_bearbeitet && eingabe.ist_schueler) {
    return eingabe.autor_id === eingabe.benutzerId;
  }
  return true;
}

/**
 * 02 §2, §6: the 'korrigieren' toggle and the correction note. The reviewer of a hand-in of the
 * stack marks any card while it is the reviewer's turn (`istPrueferAmZug`); everyone else as
 * darfKarteBearbeiten says.
 */
export function darfKarteMarkieren(eingabe: KarteBearbeitenEingabe & { istPrueferAmZug: boolean }): boolean {
  return eingabe.istPrueferAmZug || darfKarteBearbeiten(eingabe);
}
