/**
 * Issue 16: embedded videos come only from the video platform's privacy-enhanced domain, and only
 * after a click. The Content-Security-Policy allows this origin as the one frame source.
 */
export const VIDEO_EINBETTUNG_ORIGIN = 'https://www.youtube-nocookie.com';

/** YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else never reaches a URL. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The embed URL of a video starting at `startSekunden`, or null for an id that is not one. */
export function videoEinbettungUrl(videoId: string, startSekunden = 0): string | null {
  if (!VIDEO_ID.test(videoId)) return null;
  const start = Number.isInteger(startSekunden) && startSekunden > 0 ? `?start=${startSekunden}` : '';
  return `${VIDEO_EINBETTUNG_ORIGIN}/embed/${videoId}${start}`;
}
