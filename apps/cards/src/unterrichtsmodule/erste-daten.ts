import { VORAB_LESEN, type ErsteDaten } from '@lernstapel/api-client';
import { benutzereinstellungenApi } from '@lernstapel/api-client/endpoints/benutzereinstellungen';
import { benutzerordnerApi } from '@lernstapel/api-client/endpoints/benutzerordner';
import { unterrichtsmoduleApi } from '@lernstapel/api-client/endpoints/unterrichtsmodule';
import { unterrichtsmodulteileApi } from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';

/** When ersteDaten last read the due cards for the page (performance.now()), until the page takes it. */
let faelligGelesenUm: number | null = null;

/**
 * True while the due cards ersteDaten read for the page's opening just now are not yet taken: the page
 * need not read them again as it opens. It asks while it renders, which React may do more than once
 * for one opening (a render it discards), so asking does not take them: faelligGenommen does, once the
 * page is on the screen. Every later opening reads them (a quiz run changes them).
 */
export function faelligSoebenGelesen(): boolean {
  return faelligGelesenUm !== null && performance.now() - faelligGelesenUm < 10_000;
}

/** The opened page has taken the read of its opening (an effect, after React commits the page). */
export function faelligGenommen(): void {
  faelligGelesenUm = null;
}

/**
 * Issue 27: what 'Meine Flashcards' shows first (FlashcardsSeite and its view setting), asked for
 * before the page renders. The same reads the portal answers in the page's HTML (@lernstapel/rules
 * ersteAbfragen, 'flashcards').
 */
export const flashcardsErsteDaten: ErsteDaten = ({ dispatch, benutzer }) => {
  faelligGelesenUm = performance.now();
  return Promise.all([
    dispatch(benutzereinstellungenApi.endpoints.benutzereinstellungenMine.initiate(undefined, VORAB_LESEN)),
    dispatch(unterrichtsmoduleApi.endpoints.unterrichtsmoduleOwnStacks.initiate(benutzer.id, VORAB_LESEN)),
    // Read afresh at every opening, even when cached: a quiz run changes them (faelligSoebenGelesen).
    dispatch(
      unterrichtsmodulteileApi.endpoints.quizFaellig.initiate(undefined, {
        ...VORAB_LESEN,
        forceRefetch: true,
      }),
    ),
    dispatch(benutzerordnerApi.endpoints.benutzerordnerList.initiate(benutzer.id, VORAB_LESEN)),
    dispatch(unterrichtsmoduleApi.endpoints.unterrichtsmoduleTeamStacks.initiate(benutzer.id, VORAB_LESEN)),
    dispatch(
      unterrichtsmoduleApi.endpoints.unterrichtsmoduleSharedWithUser.initiate(benutzer.id, VORAB_LESEN),
    ),
  ]);
};
