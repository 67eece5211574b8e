// One webpack configuration for the shell (host) and the four remotes, so that sharing, hashing,
// the manifest and the dev proxy are the same everywhere. Apps call it from their webpack.config.cjs.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules, WORKSPACE_ROOT } = require('./shared-modules.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');
const { PrerenderPlugin, renderInNode } = require('./prerender.cjs');
const { PreloadPlugin } = require('./preload.cjs');

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Mantine's Modal (on the login page) imports ScrollArea only to compare it with a prop no modal of ours
 * sets: it gets a stand-in from libs/ui instead, and ScrollArea (about 14 KB minified, with Floating UI
 * behind it) loads with the lazy UI parts of libs/ui, next to the menus and pick lists (issue 15 §2).
 * Table.ScrollContainer (which no table of ours uses) gets a natively scrolling stand-in, so that the
 * tables and the frame of the logged-in areas do not bring them either (issue 27).
 */
const SCROLL_AREA_STAND_INS = [
  {
    context: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Modal$/,
    standIn: path.join(WORKSPACE_ROOT, 'libs/ui/src/build/modal-scroll-area.ts'),
  },
  {
    context: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table$/,
    standIn: path.join(WORKSPACE_ROOT, 'libs/ui/src/build/table-scroll-area.tsx'),
  },
];

function scrollAreaStandIns() {
  return new webpack.NormalModuleReplacementPlugin(/^\.\.\/ScrollArea\/ScrollArea\.mjs$/, (resource) => {
    const match = SCROLL_AREA_STAND_INS.find(({ context }) => context.test(resource.context));
    if (match) resource.request = match.standIn;
  });
}

/**
 * Issue 12 (version skew): the contract version (CONTRACT_VERSION of libs/contracts) the app is built
 * against. A remote writes it into its mf-manifest.json (metaData.vertragVersion), where the shell reads
 * it before running any of the remote's code. LERNSTAPEL_CONTRACT_VERSION declares another version on
 * purpose (the version-skew e2e story builds mismatched remotes).
 */
function contractVersion() {
  if (process.env.LERNSTAPEL_CONTRACT_VERSION) return process.env.LERNSTAPEL_CONTRACT_VERSION;
  const file = path.join(WORKSPACE_ROOT, 'libs', 'contracts', 'src', 'contract-version.ts');
  const match = /CONTRACT_VERSION = '([^']+)'/.exec(require('node:fs').readFileSync(file, 'utf8'));
  if (!match) throw new Error(`No CONTRACT_VERSION in ${file}`);
  return match[1];
}

/** 01 §9: the program version and its date come from the root package.json (version, config.releaseDate). */
function programVersion() {
  const { version, config } = require(path.join(WORKSPACE_ROOT, 'package.json'));
  return { version, releaseDate: config.releaseDate };
}

/**
 * The shell's @lernstapel/texts (the shared singleton in the portal) carries only the texts shown before
 * a login and loads the others with the logged-in area (issue 15 §2). A remote keeps the full entry: it
 * runs only after a login, and alone in development there is no login page.
 */
const HOST_ENTRIES = { '@lernstapel/texts': 'libs/texts/src/browser.ts' };

/**
 * tsconfig.base.json `paths` as webpack aliases, so @lernstapel/* resolve to the libraries' sources.
 * A path ending in /* (`@lernstapel/api-client/endpoints/*`) becomes a folder alias.
 */
function workspaceAliases(isRemote) {
  const { compilerOptions } = require(path.join(WORKSPACE_ROOT, 'tsconfig.base.json'));
  return Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) =>
      alias.endsWith('/*')
        ? [alias.slice(0, -2), path.join(WORKSPACE_ROOT, target.slice(0, -2))]
        : [`${alias}$`, path.join(WORKSPACE_ROOT, (!isRemote && HOST_ENTRIES[alias]) || target)],
    ),
  );
}

/**
 * React Router's `exports` name its development build for every bundler (no `production` condition):
 * with its warnings on, it checks every route match and keeps their texts. A production build takes the
 * package's own production build, the same code with ENABLE_DEV_WARNINGS off (issue 27).
 */
function reactRouterProduction() {
  const dist = path.join(WORKSPACE_ROOT, 'node_modules', 'react-router', 'dist', 'production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

function scriptRule(isProduction) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2020',
        },
      },
    },
  };
}

function styleRule(isProduction) {
  return {
    test: /\.css$/,
    use: [isProduction ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
  };
}

function prerenderPlugin(name, pages, { buildId, program }) {
  const globals = {
    __BUILD_ID__: buildId,
    __PROGRAM_VERSION__: program.version,
    __PROGRAM_DATE__: program.releaseDate,
  };
  const renderers = Object.entries(pages).map(
    ([page, { module: modulePath, exportName, criticalStylesOnly = false }]) => [
      page,
      {
        render: () =>
          renderInNode({ modulePath, exportName, tsconfig: `apps/${name}/tsconfig.json`, globals }),
        criticalStylesOnly,
      },
    ],
  );
  return new PrerenderPlugin(Object.fromEntries(renderers));
}

/**
 * Every file of the first load costs its response headers (about 900 bytes of security headers that
 * compression cannot shrink). The shared singletons that always load together go in one file each:
 * React with React DOM and their entry points, and Redux Toolkit with @lernstapel/api-client, its
 * only user (issue 15 §2). Async chunks only: nothing moves into a first-load entry.
 */
const ALWAYS_TOGETHER = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  store:
    /[\\/](node_modules[\\/](@reduxjs|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|@standard-schema)[\\/]|libs[\\/]api-client[\\/]src[\\/])/,
};

/**
 * In a remote, @lernstapel/api-client is a shared singleton the portal takes from the shell, while an npm
 * package of the store group may be the remote's own (recharts uses Redux Toolkit): the client stays out,
 * so that loading the chart does not load a second copy of it as well (issue 27).
 */
const API_CLIENT = /[\\/]libs[\\/]api-client[\\/]src[\\/]/;

/**
 * The generated endpoints (`@lernstapel/api-client/endpoints/<domain>`) are not part of the singleton:
 * every app bundles the domains it uses and injects them into the shared `baseApi` at run time, so a
 * remote released alone brings its own endpoints. They stay out of the store group in the shell too,
 * where they load with the page that uses them (the dashboard), not with the store.
 */
const API_ENDPOINTS = /[\\/]libs[\\/]api-client[\\/]src[\\/](endpoints|generated)[\\/]/;

/**
 * A generated domain that the singleton itself imports (session, hello, privacy, school sign-in: they
 * ship inside it) is part of it. Left out of the store group, it went into one small chunk per way the
 * runtime reaches the singleton (the shell's own copy, the fallback of a consumer): two identical files,
 * both fetched, the second only when the first page renders (issue 27).
 */
function importedBySingleton(module, moduleGraph) {
  for (const connection of moduleGraph.getIncomingConnections(module)) {
    const origin = connection.originModule?.nameForCondition?.() ?? '';
    if (API_CLIENT.test(origin) && !API_ENDPOINTS.test(origin)) return true;
  }
  return false;
}

const inStoreGroup = (test, file) => test.test(file) && !API_CLIENT.test(file);
const inShellStoreGroup = (test, file, module, moduleGraph) =>
  test.test(file) && (!API_ENDPOINTS.test(file) || importedBySingleton(module, moduleGraph));

function splitChunks(isRemote) {
  const groups = Object.entries(ALWAYS_TOGETHER).map(([name, test]) => [
    name,
    {
      test: (module, { moduleGraph }) =>
        isRemote
          ? inStoreGroup(test, module.nameForCondition?.() ?? '')
          : inShellStoreGroup(test, module.nameForCondition?.() ?? '', module, moduleGraph),
      name,
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
  ]);
  // The shell: a shared library's npm dependencies stay in its chunk (@lernstapel/ui with Mantine and
  // the router: one file, not two). Modules two chunks need still go to a common chunk. A remote keeps
  // the default, so that its own chunks do not take in the npm packages it uses.
  const vendors = isRemote ? {} : { defaultVendors: false };
  return { cacheGroups: { ...Object.fromEntries(groups), ...vendors } };
}

/**
 * @param {object} app
 * @param {string} app.name           remote name (a JS identifier) or 'shell'
 * @param {number} app.port           dev-server port
 * @param {Record<string,string>} [app.exposes]  remotes only: './Name' → source file (relative to the app)
 * @param {(app: import('express').Application) => void} [app.devRoutes]  extra dev-server routes
 * @param {Record<string, {module: string, exportName: string, criticalStylesOnly?: boolean}>} [app.prerender]
 *   production only: pages ('login.html') rendered at build time by a module (relative to the workspace)
 *   exporting a function that returns the page's markup; criticalStylesOnly: the page carries only the
 *   rules its markup uses and does not wait for the stylesheets (./prerender.cjs)
 * @param {Array<{ page: string, imports: RegExp[] }>} [app.preload]  production only:
 *   pages (index.html) that preload the chunks of the dynamic imports of these modules, in this order
 * @param {() => import('webpack').WebpackPluginInstance[]} [app.productionPlugins]  production only:
 *   more plugins of the app (the shell's service worker and web app manifest, issue 27)
 * @param {string[]} [app.pageHead]  more lines of the page's <head> (the shell's manifest and icons); the page
 *   itself is ./index.html, one for every app
 */
function federatedAppConfig({
  name,
  port,
  exposes,
  devRoutes,
  prerender,
  preload,
  productionPlugins,
  pageHead = [],
}) {
  const projectRoot = path.join(WORKSPACE_ROOT, 'apps', name);
  const isRemote = Boolean(exposes);

  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    const buildId = process.env.BUILD_ID || new Date().toISOString();
    const program = programVersion();
    // A remote's own page (index.html + main) exists only to run it alone in development; in
    // production the shell loads it through remoteEntry.js / mf-manifest.json.
    const hasOwnPage = !(isRemote && isProduction);
    return {
      mode: isProduction ? 'production' : 'development',
      context: projectRoot,
      entry: hasOwnPage ? { main: './src/main.ts' } : {},
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(WORKSPACE_ROOT, 'dist', 'apps', name),
        // The shell is served at / with a history fallback; a remote may live under any path.
        publicPath: isRemote ? 'auto' : '/',
        filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { ...workspaceAliases(isRemote), ...(isProduction ? reactRouterProduction() : {}) },
      },
      module: {
        rules: [
          scriptRule(isProduction),
          styleRule(isProduction),
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          // @lernstapel/rules is pure functions: what an app does not import is left out, e.g. the
          // CSV parser (papaparse) that only the API uses. Without a package.json flag, webpack
          // would keep every module the barrel re-exports.
          { test: /[\\/]libs[\\/]rules[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        scrollAreaStandIns(),
        new webpack.DefinePlugin({
          __BUILD_ID__: JSON.stringify(buildId),
          __PROGRAM_VERSION__: JSON.stringify(program.version),
          __PROGRAM_DATE__: JSON.stringify(program.releaseDate),
          __CONTRACT_VERSION__: JSON.stringify(contractVersion()),
        }),
        ...(hasOwnPage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                // One line each, indented as the page's other head lines.
                pageHead: pageHead.join('\n    '),
                chunks: ['main'],
                publicPath: '/',
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(isProduction
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              ...(prerender ? [prerenderPlugin(name, prerender, { buildId, program })] : []),
              ...(preload ?? []).map((page) => new PreloadPlugin(page)),
              ...(productionPlugins ? productionPlugins() : []),
              new PrecompressPlugin(),
            ]
          : []),
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
          // Remotes are registered at run time from /remotes.json, never baked in (issue 2 §3).
          remotes: {},
          shared: sharedModules(),
          // 'version-first' would fetch every remote at start-up, so one dead remote blanks the portal (stack brief §2.4).
          shareStrategy: 'loaded-first',
          manifest: isRemote
            ? {
                additionalData: ({ stats }) => ({
                  ...stats,
                  metaData: { ...stats.metaData, vertragVersion: contractVersion() },
                }),
              }
            : true,
          dts: false,
          // Browser-only runtime: the federation runtime's Node code paths are left out (issue 15 §2).
          experiments: { optimization: { target: 'web' } },
        }),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: splitChunks(isRemote),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        static: false,
        // The shell (another port) fetches a remote's manifest and chunks in development.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: API_TARGET, changeOrigin: false }],
        setupMiddlewares: (middlewares, devServer) => {
          if (devRoutes) devRoutes(devServer.app);
          return middlewares;
        },
      },
    };
  };
}

module.exports = { federatedAppConfig, programVersion };
