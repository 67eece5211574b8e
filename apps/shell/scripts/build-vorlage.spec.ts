/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

const { buildVorlage, CARDS } = require('./build-vorlage.cjs') as {
  buildVorlage: (output: string) => Promise<void>;
  CARDS: number;
};

/** The page's decompressed content stream (pdfkit Flate-compresses it). */
function contentStreams(pdf: Buffer): string {
  const latin1 = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of latin1.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      streams.push(inflateSync(pdf.subarray(start, latin1.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // not a compressed stream
    }
  }
  return streams.join('\n');
}

describe('/utils/vorlage.pdf (02 §2): printable flashcard template', () => {
  it('is one A4 page with cut outlines and dashed fold lines for every card', async () => {
    const output = join(mkdtempSync(join(tmpdir(), 'vorlage-')), 'vorlage.pdf');
    await buildVorlage(output);
    const pdf = readFileSync(output);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const inhalt = contentStreams(pdf);
    // One rectangle per card (cut) and one dashed line per card (fold).
    expect(inhalt.match(/ re\b/g)?.length).toBeGreaterThanOrEqual(CARDS);
    expect(inhalt.match(/\[4 3\] 0 d/g)).toHaveLength(CARDS);
  });
});
