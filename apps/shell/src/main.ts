import { bereichAn } from './app/bereich';
import { remoteSeitenFruehAnfragen } from './federation/remote-frueh';
import { fruehesRemotesMapInhalt, remotesMapFruehAnfragen } from './federation/remotes-map-frueh';
import { sitzungFruehAnfragen } from './session/sitzung-frueh';

const { pathname } = window.location;
// Issue 27: the remotes map is asked for while the bootstrap's files load (federation/remotes-map-frueh.ts),
remotesMapFruehAnfragen();
// and, at a remote's page, that remote's manifest and first files as soon as the map has come
// (federation/remote-frueh.ts).
remoteSeitenFruehAnfragen(bereichAn(pathname)?.remotes ?? [], fruehesRemotesMapInhalt());
// At an address of the logged-in areas, the session too (session/sitzung-frueh.ts).
sitzungFruehAnfragen(pathname);
// Async boundary: the shared singletons (React, router, store, UI kit) are set up by the
// federation runtime before any app code runs.
import('./bootstrap').catch((error: unknown) => console.error('The portal could not start.', error));
