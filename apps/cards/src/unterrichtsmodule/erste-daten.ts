import { VORAB_LESEN, type ErsteDaten } from '@lernstapel/api-client';
import { benutzereinstellungenApi } from '@lernstapel/api-client/endpoints/benutzereinstellungen';
import { benutzerordnerApi } from '@lernstapel/api-client/endpoints/benutzerordner';
import { unterrichtsmoduleApi } from '@lernstapel/api-client/endpoints/unterrichtsmodule';
import { unterrichtsmodulteileApi } from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';

/** When ersteDaten last read the due cards for the page (performance.now()), until the page takes it. */
let faelligGelesenUm: number | null = null;

/**
 * True once, for the page that ersteDaten read the due cards for just now: it need not read them
 * again as it opens. Every later opening reads them (a quiz run changes them).
 */
export function faelligSoebenGelesen(): boolean {
  const gelesenUm = faelligGelesenUm;
  faelligGelesenUm = null;
  return gelesenUm !== null && performance.now() - gelesenUm < 10_000;
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
