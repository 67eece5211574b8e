// Set by the build of the app that bundles this file (federated-app-config.cjs: BUILD_ID env, default:
// build time), so a release of one remote alone is visible.
declare const __BUILD_ID__: string | undefined;

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
