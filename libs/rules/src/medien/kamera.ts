/** 02 §9: the camera photo is a JPEG of this quality, taken with the back camera when there is one. */
export const KAMERA_JPEG_QUALITAET = 0.7;

/**
 * 02 §9: the camera button is hidden on iOS, Android and BlackBerry (they offer their own camera in
 * the file picker). iPadOS reports itself as a Mac; its touch points give it away.
 */
export function kameraKnopfVerborgen(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod|Android|BlackBerry|BB10|PlayBook/i.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
