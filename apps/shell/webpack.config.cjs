// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled; Node needs the path
const { federatedAppConfig } = require('../../libs/webpack-federation/src/index.cjs');
const { InjectManifest } = require('workbox-webpack-plugin');
const { PwaAssetsPlugin, pwaPageHead } = require('./pwa/pwa-assets-plugin.cjs');

/** Development only: the remotes' own dev servers. In production the portal serves /remotes.json. */
const DEV_REMOTES = {
  cards: 'http://localhost:4201/mf-manifest.json',
  exams: 'http://localhost:4202/mf-manifest.json',
  races: 'http://localhost:4203/mf-manifest.json',
  admin: 'http://localhost:4204/mf-manifest.json',
};

/** The app's start with the shared singletons (React, UI kit, store): every page needs it. */
const BOOTSTRAP = /[\\/]apps[\\/]shell[\\/]src[\\/]bootstrap\.tsx$/;
/** The steps main.ts takes before the bootstrap (src/start/in-schritten.ts): small files of their own. */
const START_STEPS = /[\\/]apps[\\/]shell[\\/]src[\\/]start[\\/]schritt-[\w-]+\.ts$/;

/** What every page served from index.html (not /login) needs, preloaded next to main.js (issue 27). */
const SHELL_PAGE_PRELOADS = [
  START_STEPS,
  BOOTSTRAP,
  /[\\/]apps[\\/]shell[\\/]src[\\/]app[\\/]vorladen\.ts$/,
  /[\\/]apps[\\/]shell[\\/]src[\\/]user-area[\\/]UserArea\.tsx$/,
  /[\\/]libs[\\/]texts[\\/]src[\\/]area-texts\.ts$/,
  /[\\/]libs[\\/]ui[\\/]src[\\/]heavy-parts\.ts$/,
];

/** The German texts of the web app manifest, read from libs/texts at build time. */
function texts() {
  // The same TypeScript set-up as the prerender of login.html (libs/webpack-federation prerender.cjs).
  process.env.SWC_NODE_PROJECT = require('node:path').join(__dirname, 'tsconfig.json');
  require('@swc-node/register');
  // eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled
  return require('../../libs/texts/src/index.ts');
}

module.exports = federatedAppConfig({
  name: 'shell',
  port: 4200,
  pageHead: pwaPageHead(),
  devRoutes: (app) => app.get('/remotes.json', (_request, response) => response.json(DEV_REMOTES)),
  // Issue 15 §2: /login paints from its HTML before the scripts run (the portal serves login.html).
  prerender: {
    'login.html': { module: 'apps/shell/scripts/render-login-page.tsx', exportName: 'renderLoginPage' },
    // Issue 27: every other address paints the app's loading state from its HTML, before the scripts
    // and without waiting for the stylesheets (its few rules are in the page).
    'index.html': {
      module: 'apps/shell/scripts/render-start-page.tsx',
      exportName: 'renderStartPage',
      criticalStylesOnly: true,
    },
  },
  // Issue 27 (fast on a phone): index.html serves every address but /login; a page load there fetches
  // the bootstrap, the logged-in parts, the user area and the early start of its page (app/vorladen.ts)
  // next to main.js instead of one after the other. The menus and pick lists (dropdown-parts) are not
  // preloaded: they load after the page's first screen (libs/ui lazy-parts.tsx).
  // login.html preloads the bootstrap, the login page's own chunk and texts, which every other page leaves out.
  // main.ts evaluates the bootstrap's parts one after the other (start/in-schritten.ts): without the
  // hints each would wait for the download of the one before.
  preload: [
    { page: 'index.html', imports: SHELL_PAGE_PRELOADS },
    {
      page: 'login.html',
      imports: [
        START_STEPS,
        BOOTSTRAP,
        /[\\/]apps[\\/]shell[\\/]src[\\/]login[\\/]LoginPage\.tsx$/,
        /[\\/]libs[\\/]texts[\\/]src[\\/]de[\\/]landing\.ts$/,
      ],
    },
  ],
  // Issue 27: installable (manifest, icons) and usable without a network (service worker).
  productionPlugins: () => [
    new PwaAssetsPlugin({ t: texts().t }),
    new InjectManifest({
      swSrc: './src/service-worker/service-worker.ts',
      swDest: 'sw.js',
      // The compressed twins and source maps are other forms of files already listed.
      exclude: [/\.map$/, /\.br$/, /\.gz$/, /LICENSE\.txt$/, /^mf-/],
    }),
  ],
});
