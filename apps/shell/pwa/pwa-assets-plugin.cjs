// Issue 27: what makes the portal installable. The web app manifest (German texts from libs/texts)
// and its PNG icons are rendered from icon.svg at build time with sharp, as webpack assets, so that
// the service worker precaches them with the rest of the shell.
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');
const webpack = require('webpack');

const ICON_SOURCE = path.join(__dirname, 'icon.svg');
/** The theme colour: teal 8 of libs/ui's theme (the filled buttons). */
const THEME_COLOR = '#077855';
/** Chrome asks for 192 and 512 px (any and maskable), iOS for a 180 px touch icon. */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: null },
];

function webAppManifest(t) {
  return {
    id: '/',
    lang: 'de',
    name: t('offline.app.name'),
    short_name: t('offline.app.kurzname'),
    description: t('offline.app.beschreibung'),
    start_url: '/user',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: ICONS.filter((icon) => icon.purpose).map(({ file, size, purpose }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

/** A maskable icon keeps its picture inside the middle 80 %: the same picture, shrunk onto the colour. */
async function renderIcon(svg, { size, purpose }) {
  if (purpose !== 'maskable') return sharp(svg).resize(size, size).png().toBuffer();
  const inner = Math.round(size * 0.8);
  const picture = await sharp(svg).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } })
    .composite([{ input: picture, gravity: 'centre' }])
    .png()
    .toBuffer();
}

class PwaAssetsPlugin {
  /** @param {{ t: (key: string) => string }} options the texts (libs/texts, loaded by the caller) */
  constructor({ t }) {
    this.t = t;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PwaAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const svg = fs.readFileSync(ICON_SOURCE);
          compilation.fileDependencies.add(ICON_SOURCE);
          for (const icon of ICONS) {
            compilation.emitAsset(icon.file, new webpack.sources.RawSource(await renderIcon(svg, icon)));
          }
          const manifest = JSON.stringify(webAppManifest(this.t), null, 2);
          compilation.emitAsset('manifest.webmanifest', new webpack.sources.RawSource(manifest));
        },
      );
    });
  }
}

/** The lines of the page's <head> that make the portal installable: the manifest, the theme colour, the iOS icon. */
function pwaPageHead() {
  const touchIcon = ICONS.find((icon) => icon.purpose === null);
  return [
    '<link rel="manifest" href="/manifest.webmanifest" />',
    `<meta name="theme-color" content="${THEME_COLOR}" />`,
    `<link rel="apple-touch-icon" href="/${touchIcon.file}" />`,
  ];
}

module.exports = { PwaAssetsPlugin, pwaPageHead, webAppManifest, THEME_COLOR, ICONS };
