/**
 * 01 §5, §9: a school licence is valid for the calendar year in lizenz_jahr; sharing, team stacks,
 * hand-in, publishing and correction need lizenz_jahr to equal the current year. The year is taken
 * in the local time zone of the caller (server: its TZ; browser: the user's).
 */
export function isLicenceValid(lizenzJahr: number | null | undefined, now: Date = new Date()): boolean {
  return lizenzJahr !== null && lizenzJahr !== undefined && lizenzJahr === now.getFullYear();
}

/** 02 §5: uploading own images is blocked when lizenz_jahr is earlier than the current year (or absent). */
export function isOwnUploadAllowed(lizenzJahr: number | null | undefined, now: Date = new Date()): boolean {
  return lizenzJahr !== null && lizenzJahr !== undefined && lizenzJahr >= now.getFullYear();
}
