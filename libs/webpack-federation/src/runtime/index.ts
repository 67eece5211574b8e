// The browser half of the build configuration: what each remote's bundle needs from the build (its
// build id) and its start page for development. Not shared between the apps: each remote bundles its
// own copy, so the build id it shows is the one it was built with.
export { BUILD_ID } from './build-id';
export { renderDevRemote } from './dev-remote';
