import { remotesMapFruehAnfragen } from './federation/remotes-map-frueh';

// Issue 27: the remotes map is asked for while the bootstrap's files load (federation/remotes-map-frueh.ts).
remotesMapFruehAnfragen();
// Async boundary: the shared singletons (React, router, store, UI kit) are set up by the
// federation runtime before any app code runs.
import('./bootstrap').catch((error: unknown) => console.error('The portal could not start.', error));
