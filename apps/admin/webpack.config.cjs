// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled; Node needs the path
const { federatedAppConfig } = require('../../libs/webpack-federation/src/index.cjs');

module.exports = federatedAppConfig({
  name: 'admin',
  port: 4204,
  // The remote's whole public surface (issue 2 §3): pages, each a named export of the same name.
  exposes: {
    './AdminArea': './src/admin-area/AdminArea.tsx',
    './KlasseGruppen': './src/klasse/KlasseGruppen.tsx',
    './Verwaltung': './src/verwaltung/Verwaltung.tsx',
  },
});
