// Async boundary: the shared singletons (React, router, store, UI kit) are set up by the
// federation runtime before any app code runs.
import('./bootstrap').catch((error: unknown) => console.error('The portal could not start.', error));
