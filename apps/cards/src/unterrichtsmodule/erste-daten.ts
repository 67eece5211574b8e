import { VORAB_LESEN, type ErsteDaten } from '@lernstapel/api-client';
import { benutzereinstellungenApi } from '@lernstapel/api-client/endpoints/benutzereinstellungen';
import { benutzerordnerApi } from '@lernstapel/api-client/endpoints/benutzerordner';
import { unterrichtsmoduleApi } from '@lernstapel/api-client/endpoints/unterrichtsmodule';
import { unterrichtsmodulteileApi } from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';

/**
 * Issue 27: what 'Meine Flashcards' shows first (FlashcardsSeite and its view setting), asked for
 * before the page renders. The same reads the portal answers in the page's HTML (@lernstapel/rules
 * ersteAbfragen, 'flashcards').
 */
export const flashcardsErsteDaten: ErsteDaten = ({ dispatch, benutzer }) =>
  Promise.all([
    dispatch(benutzereinstellungenApi.endpoints.benutzereinstellungenMine.initiate(undefined, VORAB_LESEN)),
    dispatch(unterrichtsmoduleApi.endpoints.unterrichtsmoduleOwnStacks.initiate(benutzer.id, VORAB_LESEN)),
    dispatch(unterrichtsmodulteileApi.endpoints.quizFaellig.initiate(undefined, VORAB_LESEN)),
    dispatch(benutzerordnerApi.endpoints.benutzerordnerList.initiate(benutzer.id, VORAB_LESEN)),
    dispatch(unterrichtsmoduleApi.endpoints.unterrichtsmoduleTeamStacks.initiate(benutzer.id, VORAB_LESEN)),
    dispatch(
      unterrichtsmoduleApi.endpoints.unterrichtsmoduleSharedWithUser.initiate(benutzer.id, VORAB_LESEN),
    ),
  ]);
