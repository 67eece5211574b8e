import type { Karte, SessionUser, StapelDetail } from '@lernstapel/contracts';
import { darfKarteBearbeiten, type StapelZugangWert } from '@lernstapel/rules';

/** 02 §6: from the mailbox and the library the cards are only read (no edit, delete, correction, note). */
const NUR_LESEN = ['briefkasten', 'globalemodule'];

export function istNurLesen(from: string | undefined): boolean {
  return NUR_LESEN.includes(from ?? '');
}

/** Why the user sees the stack, as far as the card rules need it (the API decides on the same rule). */
export function zugangVon(stapel: StapelDetail): StapelZugangWert | null {
  if (stapel.ist_eigentuemer) return 'eigentuemer';
  return stapel.rechte.karten_hinzufuegen ? 'team' : null;
}

/** 02 §6 the team rule for editing and deleting a card (the API checks it again). */
export function darfKarteAendern(stapel: StapelDetail, user: SessionUser, karte: Karte): boolean {
  return darfKarteBearbeiten({
    benutzerId: user.id,
    ist_schueler: user.ist_schueler,
    zugang: zugangVon(stapel),
    wird_gemeinsam_bearbeitet: stapel.wird_gemeinsam_bearbeitet,
    autor_id: karte.autor_id,
  });
}
