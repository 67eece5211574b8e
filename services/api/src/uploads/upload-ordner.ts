import { join } from 'node:path';

/** Where uploaded card files live (DEVIATIONS 7: random names); only cards name them. */
export function uploadOrdner(dataDir: string): string {
  return join(dataDir, 'uploads');
}
