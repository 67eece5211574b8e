import type { TextKey } from '@lernstapel/texts';

/** A video-platform id: 11 characters of letters, digits, '-' and '_'. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * 02 §3, §5: the video id of a pasted link or id — watch?v=, youtu.be/, /embed/, /shorts/, /live/,
 * the privacy-enhanced host, or the bare id. Null when the text holds none.
 */
export function videoIdAus(eingabe: string): string | null {
  const text = eingabe.trim();
  if (VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  const kandidat =
    host === 'youtu.be'
      ? url.pathname.split('/')[1]
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/)?.[1])
        : undefined;
  return kandidat && VIDEO_ID.test(kandidat) ? kandidat : null;
}

/** 02 §5: video start and run time are whole numbers of at least 0 (0 = the whole video). */
export function isVideoZeit(wert: unknown): wert is number {
  return typeof wert === 'number' && Number.isInteger(wert) && wert >= 0;
}

/** The card editor's video field (02 §3): empty means no video yet; anything typed must hold a video id. */
export function validateVideoLink(eingabe: string): TextKey[] {
  return eingabe.trim() === '' || videoIdAus(eingabe) !== null ? [] : ['uploads.videoUngueltig'];
}

/** A video start or run time as typed (02 §5); an emptied number field answers ''. */
export function validateVideoZeit(wert: unknown): TextKey[] {
  return isVideoZeit(wert) ? [] : ['uploads.videoZeitUngueltig'];
}
