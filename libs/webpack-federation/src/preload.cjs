// Issue 27 (fast on a phone): the shell's index.html names, as <link rel="preload">, the files a page
// load at a logged-in address fetches anyway before its first screen. Without them each step of the
// chain waits for the one before: main.js runs and asks for the bootstrap and the shared singletons,
// the bootstrap runs and asks for the logged-in parts, those run and ask for the area… On a phone's
// network (150 ms per round trip) every step costs a round trip plus the time to run the script
// before. With the hints the browser fetches them all next to main.js; they run as before, in order.
const webpack = require('webpack');

const CONSUME_SHARED = 'consume-shared-module';

/** The chunk groups of the dynamic imports (`import()`) of modules whose resource matches `pattern`. */
function chunkGroupsImporting(compilation, pattern) {
  const groups = [];
  for (const module of compilation.modules) {
    for (const block of module.blocks) {
      const imported = block.dependencies
        .map((dependency) => compilation.moduleGraph.getModule(dependency))
        // nameForCondition: the file of the module, also when it was concatenated with others.
        .some((target) => pattern.test(target?.nameForCondition?.() ?? ''));
      const group = imported && compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) groups.push(group);
    }
  }
  return groups;
}

/**
 * The chunks of `groups` with, transitively, the chunks of the shared modules they consume: the
 * federation runtime loads the shell's own copy of a shared singleton (React, the UI kit, …) before a
 * chunk that uses it runs, so those belong to the same step. Group by group and breadth first, so
 * that the files of the first step come first in the page and the browser asks for them first.
 */
function chunksWithSharedFallbacks(compilation, groups) {
  const chunks = new Set();
  for (const group of groups) {
    const pending = [...group.chunks];
    while (pending.length > 0) {
      const chunk = pending.shift();
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        for (const block of module.blocks) {
          const fallback = compilation.chunkGraph.getBlockChunkGroup(block);
          if (fallback) pending.push(...fallback.chunks);
        }
      }
    }
  }
  return [...chunks];
}

/**
 * `<link rel="preload">` of each JS and CSS file of `chunks` the page does not link yet, in their order.
 * At low priority: a preload is fetched at high priority (a stylesheet at the highest), which
 * Lighthouse counts as blocking the first paint, while the page paints its loading state from its
 * own critical styles (./prerender.cjs). Lowered, a script is fetched as early as main.js (a deferred
 * script, low priority too) and a stylesheet stays above the scripts.
 */
function preloadLinks(chunks, publicPath, html) {
  const files = [...new Set(chunks.flatMap((chunk) => [...chunk.files].sort()))].filter(
    (file) => /\.(js|css)$/.test(file) && !html.includes(`${publicPath}${file}`),
  );
  return files
    .map(
      (file) =>
        `<link rel="preload" href="${publicPath}${file}" as="${file.endsWith('.css') ? 'style' : 'script'}" fetchpriority="low">`,
    )
    .join('');
}

/**
 * Adds to the page `page` (an emitted HTML file) a preload of every chunk of the dynamic imports of
 * the modules matching `imports` (and of the shared singletons those consume). Runs after the
 * prerendered pages were copied from index.html (./prerender.cjs): login.html keeps its own weight.
 */
class PreloadPlugin {
  /** @param {{ page: string, imports: RegExp[] }} options */
  constructor({ page, imports }) {
    this.page = page;
    this.imports = imports;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE + 1 },
        () => {
          const html = compilation.getAsset(this.page)?.source.source().toString();
          if (!html) throw new Error(`preload: ${this.page} is missing`);
          const groups = this.imports.flatMap((pattern) => {
            const found = chunkGroupsImporting(compilation, pattern);
            if (found.length === 0) throw new Error(`preload: nothing imports ${pattern} with import()`);
            return found;
          });
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
          const links = preloadLinks(chunksWithSharedFallbacks(compilation, groups), publicPath, html);
          const page = html.replace('</head>', `${links}</head>`);
          compilation.updateAsset(this.page, new webpack.sources.RawSource(page));
        },
      );
    });
  }
}

module.exports = { PreloadPlugin };
