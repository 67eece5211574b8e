// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled; Node needs the path
const { federatedAppConfig } = require('../../libs/webpack-federation/src/index.cjs');

/** Development only: the remotes' own dev servers. In production the portal serves /remotes.json. */
const DEV_REMOTES = {
  cards: 'http://localhost:4201/mf-manifest.json',
  exams: 'http://localhost:4202/mf-manifest.json',
  races: 'http://localhost:4203/mf-manifest.json',
  admin: 'http://localhost:4204/mf-manifest.json',
};

module.exports = federatedAppConfig({
  name: 'shell',
  port: 4200,
  devRoutes: (app) => app.get('/remotes.json', (_request, response) => response.json(DEV_REMOTES)),
  // Issue 15 §2: /login paints from its HTML before the scripts run (the portal serves login.html).
  prerender: {
    'login.html': { module: 'apps/shell/scripts/render-login-page.tsx', exportName: 'renderLoginPage' },
  },
});
