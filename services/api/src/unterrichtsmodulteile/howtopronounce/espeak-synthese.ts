import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

/** eSpeak NG's output: 16-bit mono PCM at this rate. */
export const ESPEAK_SAMPLE_RATE = 22_050;

/**
 * The worker thread's code. The eSpeak NG WebAssembly build is an ES module; the worker loads it once
 * (about 80 ms) and then synthesises each word in a few ms, one at a time, off the API's event loop.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');
const modul = createRequire(workerData.basis).resolve('@echogarden/espeak-ng-emscripten');
const bereit = import(pathToFileURL(modul).href).then((m) => m.default()).then((espeak) => new espeak.eSpeakNGWorker());
parentPort.on('message', async ({ id, stimme, text }) => {
  try {
    const engine = await bereit;
    engine.set_voice(stimme, '');
    const teile = [];
    // The callback must return nothing: a truthy value (push's length) tells eSpeak to stop.
    engine.synthesize(text, (samples) => {
      teile.push(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
    });
    parentPort.postMessage({ id, pcm: Buffer.concat(teile) });
  } catch (error) {
    parentPort.postMessage({ id, fehler: String(error && error.message ? error.message : error) });
  }
});
`;

interface Antwort {
  id: number;
  pcm?: Uint8Array;
  fehler?: string;
}

/** A RIFF/WAVE file of 16-bit mono PCM: every browser plays it. */
export function wavAus(pcm: Buffer, sampleRate = ESPEAK_SAMPLE_RATE): Buffer {
  const kopf = Buffer.alloc(44);
  kopf.write('RIFF', 0, 'ascii');
  kopf.writeUInt32LE(36 + pcm.length, 4);
  kopf.write('WAVEfmt ', 8, 'ascii');
  kopf.writeUInt32LE(16, 16);
  kopf.writeUInt16LE(1, 20); // PCM
  kopf.writeUInt16LE(1, 22); // mono
  kopf.writeUInt32LE(sampleRate, 24);
  kopf.writeUInt32LE(sampleRate * 2, 28);
  kopf.writeUInt16LE(2, 32);
  kopf.writeUInt16LE(16, 34);
  kopf.write('data', 36, 'ascii');
  kopf.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([kopf, pcm]);
}

/** eSpeak NG (GPL-3.0, server side only) in a worker thread, started on first use. */
export class EspeakSynthese {
  private worker: Worker | null = null;
  private naechsteId = 0;
  private readonly offen = new Map<number, { resolve: (pcm: Buffer) => void; reject: (e: Error) => void }>();

  /** The spoken `text` as PCM (see ESPEAK_SAMPLE_RATE). `stimme`: an eSpeak voice such as 'de'. */
  sprechen(stimme: string, text: string): Promise<Buffer> {
    const worker = this.worker ?? this.starten();
    const id = (this.naechsteId += 1);
    return new Promise((resolve, reject) => {
      this.offen.set(id, { resolve, reject });
      worker.postMessage({ id, stimme, text });
    });
  }

  async beenden(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private starten(): Worker {
    // Resolved inside the worker, from the started script (dist/services/api/main.js, jest, a bench):
    // the bundler would turn a require.resolve here into a module id.
    const basis = process.argv[1] ? resolve(process.argv[1]) : join(process.cwd(), 'index.js');
    const worker = new Worker(WORKER_CODE, { eval: true, workerData: { basis } });
    worker.unref();
    worker.on('message', (antwort: Antwort) => {
      const wartend = this.offen.get(antwort.id);
      this.offen.delete(antwort.id);
      if (!wartend) return;
      if (antwort.pcm) wartend.resolve(Buffer.from(antwort.pcm));
      else wartend.reject(new Error(antwort.fehler ?? 'eSpeak NG failed'));
    });
    worker.on('error', (error) => this.alleAbbrechen(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.alleAbbrechen(new Error('eSpeak NG worker stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private alleAbbrechen(error: Error): void {
    for (const wartend of this.offen.values()) wartend.reject(error);
    this.offen.clear();
  }
}
