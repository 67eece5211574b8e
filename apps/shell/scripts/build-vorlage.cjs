// Builds the printable flashcard template of 02 §2 (/utils/vorlage.pdf) into dist/apps/shell/utils/,
// after webpack (which cleans the folder). A4 portrait, four cards of two faces each: solid lines are
// cut, the dashed line between question and answer is folded, so each card has a front and a back.
// Usage: node -r @swc-node/register apps/shell/scripts/build-vorlage.cjs [output.pdf]
const fs = require('node:fs');
const path = require('node:path');
const PDFDocument = require('pdfkit');
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled
const { t } = require('../../../libs/texts/src/index.ts');
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling run by Node, never bundled
const { precompressFile } = require('../../../libs/webpack-federation/src/precompress.cjs');

const WORKSPACE_ROOT = path.join(__dirname, '..', '..', '..');
const OUTPUT =
  (require.main === module && process.argv[2]) ||
  path.join(WORKSPACE_ROOT, 'dist', 'apps', 'shell', 'utils', 'vorlage.pdf');

const MM = 72 / 25.4;
const MARGIN = 12 * MM;
const HEADER = 18 * MM;
const CARDS = 4;
const GREY = '#555555';

/** Scissors drawn from lines and circles (no font glyph needed), at (x, y) pointing right. */
function scissors(doc, x, y) {
  doc.save().lineWidth(0.8).strokeColor(GREY);
  doc.circle(x, y - 3, 2.2).stroke();
  doc.circle(x, y + 3, 2.2).stroke();
  doc
    .moveTo(x + 1.8, y - 2)
    .lineTo(x + 10, y + 2.5)
    .stroke();
  doc
    .moveTo(x + 1.8, y + 2)
    .lineTo(x + 10, y - 2.5)
    .stroke();
  doc.restore();
}

function drawTemplate(doc) {
  const { width, height } = doc.page;
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#222222').text(t('druck.vorlageTitel'), MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(t('druck.vorlageHinweis'), MARGIN, MARGIN + 20, { width: width - 2 * MARGIN });
  const top = MARGIN + HEADER;
  const cardWidth = width - 2 * MARGIN;
  const cardHeight = (height - top - MARGIN) / CARDS;
  for (let i = 0; i < CARDS; i += 1) {
    const y = top + i * cardHeight;
    // Cut: the card's outline.
    doc
      .save()
      .lineWidth(0.7)
      .strokeColor('#000000')
      .rect(MARGIN, y, cardWidth, cardHeight)
      .stroke()
      .restore();
    scissors(doc, MARGIN - 9 * MM, y);
    // Fold: between question (left) and answer (right).
    const fold = MARGIN + cardWidth / 2;
    doc.save().lineWidth(0.6).dash(4, { space: 3 }).strokeColor(GREY);
    doc
      .moveTo(fold, y + 2)
      .lineTo(fold, y + cardHeight - 2)
      .stroke();
    doc.undash().restore();
    doc.font('Helvetica').fontSize(7).fillColor(GREY);
    doc.text(t('druck.frage'), MARGIN + 6, y + 6, { lineBreak: false });
    doc.text(t('druck.antwort'), fold + 6, y + 6, { lineBreak: false });
    // Writing lines on both faces.
    doc.save().lineWidth(0.3).strokeColor('#bbbbbb');
    for (let line = y + 32; line < y + cardHeight - 10; line += 18) {
      doc
        .moveTo(MARGIN + 10, line)
        .lineTo(fold - 10, line)
        .stroke();
      doc
        .moveTo(fold + 10, line)
        .lineTo(MARGIN + cardWidth - 10, line)
        .stroke();
    }
    doc.restore();
  }
  scissors(doc, MARGIN - 9 * MM, top + CARDS * cardHeight);
}

function buildVorlage(output) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: t('druck.vorlageTitel'),
      Author: t('allgemein.produktname'),
      CreationDate: new Date(Date.UTC(2025, 6, 20)),
    },
  });
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const stream = fs.createWriteStream(output);
  doc.pipe(stream);
  drawTemplate(doc);
  doc.end();
  return new Promise((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
}

module.exports = { buildVorlage, CARDS };

if (require.main === module) {
  buildVorlage(OUTPUT)
    .then(() => precompressFile(OUTPUT))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
