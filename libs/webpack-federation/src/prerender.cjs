// Issue 15 §2: a page prerendered at build time paints its first screen from the HTML itself, before
// any script has run (largest contentful paint of /login with a slow CPU). The portal serves
// `<route>.html` for the client route /<route> when it exists (services/api/src/portal), index.html
// otherwise. The app then hydrates that markup (apps/shell/src/bootstrap.tsx): the page works once its
// scripts have loaded, as before, and nothing is painted twice.
const path = require('node:path');
const webpack = require('webpack');
const { WORKSPACE_ROOT } = require('./shared-modules.cjs');
const { criticalStyles } = require('./critical-styles.cjs');

/** Mantine's global stylesheet: the chunk that carries it has the stylesheets of the first screen. */
const FIRST_SCREEN_STYLESHEET = /@mantine[\\/]core[\\/]styles[\\/]baseline\.css/;

/**
 * Loads a TypeScript module (React components, @lernstapel/* paths) into the build's Node process,
 * with styles ignored, and calls its `exportName` (which may first load a lazily loaded page, so it may
 * answer with a promise). The program version is defined as in the bundle.
 */
async function renderInNode({ modulePath, exportName, tsconfig, globals }) {
  process.env.SWC_NODE_PROJECT = path.join(WORKSPACE_ROOT, tsconfig);
  require('@swc-node/register');
  require.extensions['.css'] = () => undefined;
  Object.assign(globalThis, globals);
  const rendered = await require(path.join(WORKSPACE_ROOT, modulePath))[exportName]();
  if (typeof rendered !== 'string' || rendered.length === 0)
    throw new Error(`${modulePath} rendered nothing`);
  return rendered;
}

/** The stylesheets (by file name) of the chunks that hold Mantine's global styles. */
function firstScreenStylesheets(compilation) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    const modules = compilation.chunkGraph.getChunkModulesIterable(chunk);
    if (![...modules].some((module) => FIRST_SCREEN_STYLESHEET.test(module.identifier()))) continue;
    for (const file of chunk.files) if (file.endsWith('.css')) files.add(file);
  }
  if (files.size === 0) throw new Error('prerender: no chunk carries the first screen stylesheets');
  return [...files];
}

/**
 * Writes each page of `pages` ({ 'login.html': () => markup }) as a copy of index.html with the markup in
 * #root, the first screen's stylesheets linked in the head (the chunk loader finds them there and does
 * not load them again) and Mantine's light colour scheme set on <html>, as MantineProvider sets it.
 * #root is `inert` until the app has taken the page over (the app removes it): a click before that
 * would otherwise do nothing.
 * A page rendered with `criticalStylesOnly` carries instead the rules its markup uses in a <style>
 * (./critical-styles.cjs): it paints before the stylesheets have loaded; the chunk loader loads them
 * (preloaded, ./preload.cjs) and waits for them before the app renders.
 */
class PrerenderPlugin {
  constructor(pages) {
    this.pages = pages;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          const template = compilation.getAsset('index.html')?.source.source().toString();
          if (!template) throw new Error('prerender: index.html is missing');
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
          const stylesheets = firstScreenStylesheets(compilation);
          const links = stylesheets
            .map((file) => `<link href="${publicPath}${file}" rel="stylesheet">`)
            .join('');
          for (const [name, { render, criticalStylesOnly }] of Object.entries(this.pages)) {
            const markup = await render();
            const styles = criticalStylesOnly
              ? `<style>${criticalStyles(
                  stylesheets.map((file) => compilation.getAsset(file).source.source().toString()),
                  markup,
                )}</style>`
              : links;
            // index.html is minified (attribute quotes dropped).
            const html = template
              .replace(/<html\b/, '<html data-mantine-color-scheme="light"')
              .replace('</head>', `${styles}</head>`)
              .replace(/<div id="?root"?><\/div>/, `<div id="root" inert>${markup}</div>`);
            if (
              !html.includes('data-mantine-color-scheme') ||
              !html.includes(styles) ||
              html.length < template.length + 1000
            ) {
              throw new Error(`prerender: index.html lacks <html>, </head> or an empty #root for ${name}`);
            }
            // index.html itself may be a prerendered page: the others are copies of its template.
            if (name === 'index.html') compilation.updateAsset(name, new webpack.sources.RawSource(html));
            else compilation.emitAsset(name, new webpack.sources.RawSource(html));
          }
        },
      );
    });
  }
}

module.exports = { PrerenderPlugin, renderInNode };
