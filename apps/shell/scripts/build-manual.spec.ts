/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

const { buildManual, CHAPTERS } = require('./build-manual.cjs') as {
  buildManual: (output: string) => Promise<void>;
  CHAPTERS: string[];
};

/** The text drawn on the pages (pdfkit writes Flate-compressed content streams of hex glyph strings). */
function pageTexts(pdf: Buffer): string {
  const latin1 = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(latin1)) !== null) {
    const start = match.index + match[0].length;
    const end = latin1.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const [, hex = ''] of content.matchAll(/<([0-9a-f]+)>/gi)) {
        texts.push(Buffer.from(hex, 'hex').toString('latin1'));
      }
    } catch {
      // not a compressed content stream (e.g. a font)
    }
  }
  return texts.join('');
}

describe('user manual (issue 3)', () => {
  it('is a German PDF with a title page and one page per area of the portal', async () => {
    const output = join(mkdtempSync(join(tmpdir(), 'handbuch-')), 'handbuch.pdf');
    await buildManual(output);
    const pdf = readFileSync(output);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1 + CHAPTERS.length);
    const text = pageTexts(pdf);
    for (const title of ['Anmeldung und Registrierung', 'Quiz mit drei F', 'Hauptadministration']) {
      expect(text).toContain(title);
    }
    expect(text).toContain('Programmversion 2.0.0 vom 20.07.2025');
  }, 30000);
});
