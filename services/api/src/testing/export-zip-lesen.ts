import request from 'supertest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import type { TestApp } from './create-test-app';

/** File name → text of every file in a ZIP (read with yauzl, the reading side of yazl). */
export function zipDateien(zip: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error: Error | null, datei?: ZipFile) => {
      if (error || !datei) return reject(error ?? new Error('kein ZIP'));
      const dateien = new Map<string, string>();
      datei.on('entry', (entry: Entry) => {
        datei.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error(entry.fileName));
          const teile: Buffer[] = [];
          stream.on('data', (teil: Buffer) => teile.push(teil));
          stream.on('end', () => {
            dateien.set(entry.fileName, Buffer.concat(teile).toString('utf8'));
            datei.readEntry();
          });
        });
      });
      datei.on('end', () => resolve(dateien));
      datei.on('error', reject);
      datei.readEntry();
    });
  });
}

/** GET an export route with a cookie; the response body as a Buffer. */
export async function ladeExport(testApp: TestApp, pfad: string, cookie: string) {
  return request(testApp.server)
    .get(pfad)
    .set('Cookie', cookie)
    .buffer(true)
    .parse((response, callback) => {
      const teile: Buffer[] = [];
      response.on('data', (teil: Buffer) => teile.push(teil));
      response.on('end', () => callback(null, Buffer.concat(teile)));
    });
}
