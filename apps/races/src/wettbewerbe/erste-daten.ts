import { VORAB_LESEN, type ErsteDaten } from '@lernstapel/api-client';
import { wettbewerbeApi } from './wettbewerbe-api';

/**
 * Issue 27: what 'Quiz-Wettbewerbe' shows first, asked for before the page renders (the shell's
 * RemoteSlot): the same read the portal answers in the page's HTML (@lernstapel/rules ersteAbfragen).
 */
export const wettbewerbeErsteDaten: ErsteDaten = ({ dispatch, benutzer }) =>
  dispatch(wettbewerbeApi.endpoints.wettbewerbeForUser.initiate(benutzer.id, VORAB_LESEN));
