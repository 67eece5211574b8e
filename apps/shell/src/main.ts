import { remotesMapFruehAnfragen } from './federation/remotes-map-frueh';
import { sitzungFruehAnfragen } from './session/sitzung-frueh';

// Issue 27: the remotes map is asked for while the bootstrap's files load (federation/remotes-map-frueh.ts).
remotesMapFruehAnfragen();
// At an address of the logged-in areas, the session too (session/sitzung-frueh.ts).
sitzungFruehAnfragen(window.location.pathname);
// Async boundary: the shared singletons (React, router, store, UI kit) are set up by the
// federation runtime before any app code runs.
import('./bootstrap').catch((error: unknown) => console.error('The portal could not start.', error));
