// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled; Node needs the path
const { federatedAppConfig } = require('../../libs/webpack-federation/src/index.cjs');

module.exports = federatedAppConfig({
  name: 'exams',
  port: 4202,
  // The remote's whole public surface (issue 2 §3): pages, each a named export of the same name.
  // Pruefung is a REMOTE_PAGE (libs/contracts/src/remotes.ts), mounted at /pruefungen/*.
  exposes: {
    './Pruefungen': './src/pruefungen/Pruefungen.tsx',
    './Pruefung': './src/pruefungen/Pruefung.tsx',
  },
});
