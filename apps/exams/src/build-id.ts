// Set by the build (BUILD_ID env, default: build time), so a release of this remote alone is visible.
declare const __BUILD_ID__: string | undefined;

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
