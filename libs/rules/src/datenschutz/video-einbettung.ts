/**
 * Issue 16: embedded videos come only from the video platform's privacy-enhanced domain, and only
 * after a click. The Content-Security-Policy allows this origin as the one frame source.
 */
export const VIDEO_EINBETTUNG_ORIGIN = 'https://www.youtube-nocookie.com';

/** YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else never reaches a URL. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The embed URL of a video starting at `startSekunden` and, with a run time above 0, ending after
 * `laufzeitSekunden` (02 §3: 0 = the whole video); null for an id that is not one.
 */
export function videoEinbettungUrl(videoId: string, startSekunden = 0, laufzeitSekunden = 0): string | null {
  if (!VIDEO_ID.test(videoId)) return null;
  const start = Number.isInteger(startSekunden) && startSekunden > 0 ? startSekunden : 0;
  const parameter = new URLSearchParams();
  if (start > 0) parameter.set('start', String(start));
  if (Number.isInteger(laufzeitSekunden) && laufzeitSekunden > 0)
    parameter.set('end', String(start + laufzeitSekunden));
  const query = parameter.toString();
  return `${VIDEO_EINBETTUNG_ORIGIN}/embed/${videoId}${query ? `?${query}` : ''}`;
}
