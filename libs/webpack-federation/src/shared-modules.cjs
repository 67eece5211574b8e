// The modules the shell and every remote share as singletons (issue 2 §3, stack brief §2.3).
// One version policy: the version is the one installed from the root package.json, and a
// remote built against another version fails loudly (strictVersion) instead of loading a
// second React, router or store.
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');
const rootPackage = require(path.join(WORKSPACE_ROOT, 'package.json'));

/** npm packages (with the sub-paths apps import directly) that must exist once in the page. */
const NPM_SINGLETONS = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
};

/**
 * Mantine, React Router, Redux Toolkit and React Redux are not shared themselves: a shared package is
 * bundled whole, without tree-shaking. The apps use them only through @lernstapel/ui (Mantine, router)
 * and @lernstapel/api-client (store, RTK Query), which re-export what is used and are shared below,
 * so the portal loads one tree-shaken copy of each and still one router and one store (issue 15 §2).
 *
 * Workspace libraries are resolved through tsconfig paths and have no version of their own, so
 * they would be shared as non-singletons by default (stack brief §2.3): force them.
 */
const WORKSPACE_SINGLETONS = ['@lernstapel/ui', '@lernstapel/texts', '@lernstapel/api-client'];

function installedVersion(packageName) {
  // Read the file directly: some packages (e.g. @mantine/core) do not export ./package.json.
  const manifest = path.join(WORKSPACE_ROOT, 'node_modules', packageName, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

function requiredRange(packageName) {
  const declared = { ...rootPackage.devDependencies, ...rootPackage.dependencies }[packageName];
  return declared ?? installedVersion(packageName);
}

function sharedModules() {
  const shared = {};
  for (const [packageName, requests] of Object.entries(NPM_SINGLETONS)) {
    const version = installedVersion(packageName);
    const requiredVersion = requiredRange(packageName);
    for (const request of requests) {
      shared[request] = { singleton: true, strictVersion: true, requiredVersion, version, eager: false };
    }
  }
  for (const library of WORKSPACE_SINGLETONS) {
    shared[library] = { singleton: true, requiredVersion: false, version: rootPackage.version, eager: false };
  }
  return shared;
}

module.exports = { sharedModules, NPM_SINGLETONS, WORKSPACE_SINGLETONS, WORKSPACE_ROOT };
