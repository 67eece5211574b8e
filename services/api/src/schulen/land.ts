import type { Land } from '@lernstapel/contracts';
import { isLandCode } from '@lernstapel/rules';

/** A stored country column as the contract's Land (DE, CH, A; rules: isLandCode), anything else null. */
export function landOf(value: string | null | undefined): Land | null {
  return value !== null && value !== undefined && isLandCode(value) ? value : null;
}
