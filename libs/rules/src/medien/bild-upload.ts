/** DEVIATIONS 7: the image types an own upload may have (checked by content, not by name). */
export const BILD_UPLOAD_TYPEN = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Largest own image upload, in megabytes (a phone photo is 2–8 MB). */
export const BILD_UPLOAD_MAX_MB = 10;
export const BILD_UPLOAD_MAX_BYTES = BILD_UPLOAD_MAX_MB * 1024 * 1024;

/** Uploads are scaled down to fit this many pixels on their longer side. */
export const BILD_MAX_PIXEL = 1400;
