/**
 * Issue 10: how long the media helpers take over HTTP through the real application (in-memory SQLite):
 * the upload of a 5 MB phone photo (checked, re-encoded, scaled to 1,400 px, stored), and the
 * pronunciation of a new word (eSpeak NG synthesis + WAV cache) and of a cached one.
 * Run: npm run bench:media
 */
import 'reflect-metadata';
import sharp from 'sharp';
import request from 'supertest';
import { createTestApp } from '../src/testing/create-test-app';
import { demoCallers } from '../src/testing/demo-callers';

const FOTOS = 5;
const WOERTER = [
  'Baum',
  'Fenster',
  'Schule',
  'Lehrerin',
  'Wörterbuch',
  'Frühling',
  'Geschwindigkeit',
  'Hausaufgabe',
];

/** A 4000×3000 JPEG of noise with EXIF: about the size of a phone photo. */
async function foto5MB(): Promise<Buffer> {
  const breite = 4000;
  const hoehe = 3000;
  const rauschen = Buffer.alloc(breite * hoehe * 3);
  for (let i = 0; i < rauschen.length; i += 1) rauschen[i] = ((i * 2654435761) >>> 24) ^ (i % 251);
  let qualitaet = 90;
  for (;;) {
    const bild = await sharp(rauschen, { raw: { width: breite, height: hoehe, channels: 3 } })
      .jpeg({ quality: qualitaet })
      .withExif({ IFD0: { Make: 'Bench' } })
      .toBuffer();
    if (bild.length <= 5.2 * 1024 * 1024 || qualitaet <= 40) return bild;
    qualitaet -= 5;
  }
}

function median(werte: number[]): number {
  const sortiert = [...werte].sort((a, b) => a - b);
  return sortiert[Math.floor(sortiert.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const testApp = await createTestApp();
  try {
    const cookie = (await demoCallers(testApp)).cookie.tweber;
    const foto = await foto5MB();
    const uploads: number[] = [];
    for (let i = 0; i < FOTOS; i += 1) {
      const start = performance.now();
      await request(testApp.server)
        .post('/api/uploads')
        .set('Cookie', cookie)
        .set('Content-Type', 'image/jpeg')
        .send(foto)
        .expect(201);
      uploads.push(performance.now() - start);
    }
    console.log(
      `upload of a ${(foto.length / 1024 / 1024).toFixed(1)} MB photo (4000×3000 → 1400 px): ` +
        `median ${Math.round(median(uploads))} ms, max ${Math.round(Math.max(...uploads))} ms (${FOTOS} runs)`,
    );

    const aussprache = (wort: string) =>
      request(testApp.server)
        .get(`/api/unterrichtsmodulteile/howtopronounce/german/${encodeURIComponent(wort)}`)
        .set('Cookie', cookie)
        .expect(200);
    const [erstes, ...neue] = WOERTER;
    if (!erstes) throw new Error('WOERTER ist leer');
    let start = performance.now();
    await aussprache(erstes);
    const ersterAufruf = performance.now() - start;
    const neu: number[] = [];
    for (const wort of neue) {
      start = performance.now();
      await aussprache(wort);
      neu.push(performance.now() - start);
    }
    const gecacht: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      start = performance.now();
      await aussprache(WOERTER[i % WOERTER.length] ?? erstes);
      gecacht.push(performance.now() - start);
    }
    console.log(
      `pronunciation (eSpeak NG): first word after start ${Math.round(ersterAufruf)} ms (loads the engine), ` +
        `new word median ${Math.round(median(neu))} ms, cached word median ${median(gecacht).toFixed(1)} ms`,
    );
  } finally {
    await testApp.close();
  }
}

void main();
