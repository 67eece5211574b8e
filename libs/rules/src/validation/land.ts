/** Countries of a school (01 §3, §9): DE Deutschland, CH Schweiz, A Österreich. */
export type LandCode = 'DE' | 'CH' | 'A';
export const LAND_CODES: readonly LandCode[] = ['DE', 'CH', 'A'];

/** 01 §9: a new school defaults to CH, the registration form to DE. */
export const DEFAULT_SCHOOL_LAND: LandCode = 'CH';
export const DEFAULT_REGISTRATION_LAND: LandCode = 'DE';

export function isLandCode(value: string): value is LandCode {
  return (LAND_CODES as readonly string[]).includes(value);
}
