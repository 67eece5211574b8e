import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/** One printed card: its two faces as text, and an image per face when the card has one. */
export interface DruckKarte {
  frage: string;
  antwort: string;
  frageBild: Buffer | null;
  antwortBild: Buffer | null;
}

/** 8 (2 × 4) or 12 (3 × 4) cards per A4 page. */
export type ProSeite = 8 | 12;
export const PRO_SEITE: readonly ProSeite[] = [8, 12];

const SPALTEN: Record<ProSeite, number> = { 8: 2, 12: 3 };
const ZEILEN = 4;
const RAND = 28;
/** A font with Cyrillic and Greek when the system has one (Debian's fonts-dejavu); else Helvetica (Latin-1). */
const SCHRIFT = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
].find((pfad) => existsSync(pfad));

/**
 * Issue 10 'Als PDF drucken': front pages with the questions, each followed by a back page with the
 * answers mirrored left to right, so that duplex printing (flip on the long edge) puts every answer
 * behind its question. Cut along the grid.
 */
export function kartenPdf(titel: string, karten: readonly DruckKarte[], proSeite: ProSeite): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: titel }, autoFirstPage: false });
  if (SCHRIFT) doc.registerFont('Karte', SCHRIFT);
  const schrift = SCHRIFT ? 'Karte' : 'Helvetica';
  const teile: Buffer[] = [];
  doc.on('data', (teil: Buffer) => teile.push(teil));
  const fertig = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.on('error', reject);
  });
  const spalten = SPALTEN[proSeite];
  for (let start = 0; start < Math.max(karten.length, 1); start += proSeite) {
    const bogen = karten.slice(start, start + proSeite);
    for (const seite of ['frage', 'antwort'] as const) {
      doc.addPage();
      const breite = (doc.page.width - 2 * RAND) / spalten;
      const hoehe = (doc.page.height - 2 * RAND) / ZEILEN;
      bogen.forEach((karte, index) => {
        const zeile = Math.floor(index / spalten);
        const spalte = index % spalten;
        // The back is seen from behind: column 0 of the front is the last column there.
        const x = RAND + (seite === 'frage' ? spalte : spalten - 1 - spalte) * breite;
        const y = RAND + zeile * hoehe;
        doc
          .save()
          .lineWidth(0.5)
          .strokeColor('#999999')
          .dash(3, { space: 3 })
          .rect(x, y, breite, hoehe)
          .stroke()
          .undash()
          .restore();
        zeichneSeite(
          doc,
          schrift,
          x,
          y,
          breite,
          hoehe,
          seite === 'frage' ? karte.frage : karte.antwort,
          seite === 'frage' ? karte.frageBild : karte.antwortBild,
        );
        doc
          .font(schrift)
          .fontSize(6)
          .fillColor('#999999')
          .text(String(start + index + 1), x + 4, y + 4, { lineBreak: false });
      });
    }
  }
  doc.end();
  return fertig;
}

function zeichneSeite(
  doc: PDFKit.PDFDocument,
  schrift: string,
  x: number,
  y: number,
  breite: number,
  hoehe: number,
  text: string,
  bild: Buffer | null,
): void {
  const innen = 10;
  let textOben = y + innen + 6;
  if (bild) {
    const bildHoehe = hoehe * 0.5;
    try {
      doc.image(bild, x + innen, textOben, {
        fit: [breite - 2 * innen, bildHoehe],
        align: 'center',
        valign: 'center',
      });
      textOben += bildHoehe + 6;
    } catch {
      // An image pdfkit cannot read is left out; the text still prints.
    }
  }
  doc
    .font(schrift)
    .fontSize(text.length > 200 ? 8 : 10)
    .fillColor('#000000')
    .text(text, x + innen, textOben, {
      width: breite - 2 * innen,
      height: y + hoehe - innen - textOben,
      align: 'center',
      ellipsis: true,
    });
}
