import { HttpStatus } from '@nestjs/common';
import { unzipSync } from 'fflate';
import { Decompress } from 'fzstd';
import { ANKI_MAX_DATEIEN, ANKI_MAX_ENTPACKT_BYTES, ANKI_MAX_ENTPACKT_MB } from '@lernstapel/rules';
import { ApiException } from '../common/api-exception';

const zuViel = () =>
  new ApiException(HttpStatus.BAD_REQUEST, 'anki.entpacktZuGross', { mb: ANKI_MAX_ENTPACKT_MB });

/**
 * The files of a package (a ZIP). Bounded before anything is inflated: the number of files and the
 * sum of their declared sizes; fflate inflates each into a buffer of its declared size, so a file
 * that lies about its size cannot grow past it (a zip bomb ends at the limit).
 */
export function paketDateien(bytes: Buffer): Map<string, Uint8Array> {
  let anzahl = 0;
  let summe = 0;
  let grenze: ApiException | null = null;
  try {
    const dateien = unzipSync(bytes, {
      filter: (datei) => {
        anzahl += 1;
        summe += datei.originalSize;
        if (anzahl > ANKI_MAX_DATEIEN) {
          grenze = new ApiException(HttpStatus.BAD_REQUEST, 'anki.zuVieleDateien', { max: ANKI_MAX_DATEIEN });
        } else if (summe > ANKI_MAX_ENTPACKT_BYTES) grenze = zuViel();
        if (grenze) throw grenze;
        return !datei.name.endsWith('/');
      },
    });
    return new Map(Object.entries(dateien));
  } catch (error: unknown) {
    if (grenze) throw grenze;
    if (error instanceof ApiException) throw error;
    throw new ApiException(HttpStatus.BAD_REQUEST, 'anki.beschaedigt');
  }
}

/** What the zstd parts of one package may still unpack to, shared by all of them. */
export interface EntpackBudget {
  bytes: number;
}

export function neuesBudget(): EntpackBudget {
  return { bytes: ANKI_MAX_ENTPACKT_BYTES };
}

/**
 * zstd (collection.anki21b, the new media map and media files), inflated piece by piece and stopped
 * when the package's budget is spent: the frame's own size field is not trusted.
 */
export function zstdEntpacken(daten: Uint8Array, budget: EntpackBudget): Buffer {
  const teile: Uint8Array[] = [];
  let zuGross = false;
  const strom = new Decompress((teil) => {
    budget.bytes -= teil.length;
    if (budget.bytes < 0) {
      zuGross = true;
      throw zuViel();
    }
    teile.push(teil);
  });
  try {
    strom.push(daten, true);
  } catch {
    if (zuGross) throw zuViel();
    throw new ApiException(HttpStatus.BAD_REQUEST, 'anki.beschaedigt');
  }
  return Buffer.concat(teile);
}
