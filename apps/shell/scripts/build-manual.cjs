// Builds the German user manual (issue 3) into dist/apps/shell/handbuch.pdf, after webpack (which
// cleans the folder). Run by the shell's build target with @swc-node/register, so the texts are
// read from libs/texts (TypeScript) — the same source as the landing page's dialogs.
// Usage: node -r @swc-node/register apps/shell/scripts/build-manual.cjs [output.pdf]
const fs = require('node:fs');
const path = require('node:path');
const PDFDocument = require('pdfkit');
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled
const { t } = require('../../../libs/texts/src/index.ts');
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled
const { programVersion } = require('../../../libs/webpack-federation/src/federated-app-config.cjs');
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled
const { precompressFile } = require('../../../libs/webpack-federation/src/precompress.cjs');

const WORKSPACE_ROOT = path.join(__dirname, '..', '..', '..');
const OUTPUT =
  (require.main === module && process.argv[2]) ||
  path.join(WORKSPACE_ROOT, 'dist', 'apps', 'shell', 'handbuch.pdf');

const CHAPTERS = [
  'anmeldung',
  'dashboard',
  'flashcards',
  'quiz',
  'klasse',
  'pruefungen',
  'wettbewerbe',
  'hauptadmin',
];
const ACCENT = '#0b7285';
const MARGIN = 64;

/** Same format as the info dialogs (libs/texts/src/de/landing.ts): paragraphs, '### ' headings, '• ' items. */
function writeRichText(doc, text) {
  for (const paragraph of text.split('\n\n')) {
    if (paragraph.startsWith('### ')) {
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12.5).fillColor(ACCENT).text(paragraph.slice(4));
      doc.moveDown(0.2);
      continue;
    }
    doc.font('Helvetica').fontSize(11).fillColor('#222222');
    for (const line of paragraph.split('\n')) {
      if (line.startsWith('• ')) {
        doc.text(`•  ${line.slice(2)}`, { indent: 0, align: 'left', paragraphGap: 3 });
      } else {
        doc.text(line, { align: 'justify', lineGap: 1.5 });
      }
    }
    doc.moveDown(0.6);
  }
}

function pageFooter(doc, number, version) {
  const { height, width } = doc.page;
  // Below the bottom margin: without this, pdfkit would start a new page for the footer.
  doc.page.margins.bottom = 0;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#777777')
    .text(`${t('landing.handbuch.dateititel')} · ${version} · ${number}`, MARGIN, height - 40, {
      width: width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
}

function buildManual(output) {
  const { version, releaseDate } = programVersion();
  const versionLine = t('landing.handbuch.version', { version, datum: releaseDate });
  const [day, month, year] = releaseDate.split('.').map(Number);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: t('landing.handbuch.dateititel'),
      Author: t('allgemein.produktname'),
      CreationDate: new Date(Date.UTC(year, month - 1, day)),
    },
    lang: 'de-DE',
  });
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const stream = fs.createWriteStream(output);
  doc.pipe(stream);

  // Title page
  doc.moveDown(6).font('Helvetica-Bold').fontSize(30).fillColor(ACCENT).text(t('allgemein.produktname'));
  doc.moveDown(0.3).font('Helvetica').fontSize(20).fillColor('#222222').text(t('landing.handbuch.titel'));
  doc.moveDown(0.5).fontSize(12).fillColor('#555555').text(versionLine);
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#222222')
    .text(t('landing.handbuch.einleitung'), { align: 'justify' });
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(13).text(t('landing.untertitel'));
  doc.moveDown(1);
  for (const chapter of CHAPTERS) {
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor('#222222')
      .text(t(`landing.handbuch.${chapter}.titel`), { indent: 12 });
  }

  for (const chapter of CHAPTERS) {
    doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor(ACCENT)
      .text(t(`landing.handbuch.${chapter}.titel`));
    doc.moveDown(0.8);
    writeRichText(doc, t(`landing.handbuch.${chapter}.text`));
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    pageFooter(doc, index + 1, version);
  }
  doc.end();
  return new Promise((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
}

module.exports = { buildManual, CHAPTERS };

if (require.main === module) {
  buildManual(OUTPUT)
    .then(() => precompressFile(OUTPUT))
    .then(
      () => console.log(`User manual written: ${path.relative(WORKSPACE_ROOT, OUTPUT)}`),
      (error) => {
        console.error('The user manual could not be built.', error);
        process.exit(1);
      },
    );
}
