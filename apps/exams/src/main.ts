// Async boundary for running this remote alone in development (nx serve); the shell loads
// remoteEntry.js / mf-manifest.json instead and never runs this file.
import('./bootstrap').catch((error: unknown) => console.error('The remote could not start.', error));
