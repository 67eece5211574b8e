// Issue 15 §1: every JS, CSS, HTML, JSON, SVG and PDF file of a build gets a brotli (.br) and a gzip
// (.gz) twin next to it, compressed once at build time with the strongest settings, so the portal
// sends them as they are (Content-Encoding) instead of compressing on every request.
const fs = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg|pdf)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli 11 and gzip 9; a twin that would not be smaller is not written. */
async function precompressFile(file) {
  const content = await fs.readFile(file);
  const twins = [
    ['.br', brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', gzip(content, { level: 9 })],
  ];
  for (const [suffix, pending] of twins) {
    const compressed = await pending;
    if (compressed.length < content.length) await fs.writeFile(file + suffix, compressed);
  }
}

/**
 * After webpack has written a production build (mf-manifest.json included, which the federation
 * plugin adds late), writes the twins of every compressible asset. `output.clean` removes the twins
 * of the previous build before the next one is written, so none can outlive its file.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath);
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(outputPath, name))));
    });
  }
}

module.exports = { PrecompressPlugin, precompressFile, COMPRESSIBLE };
