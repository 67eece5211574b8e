import type { AblenkungsArt } from '@lernstapel/contracts';

/** At most one report per kind of event in this time (client-side throttle; the server limits too). */
export const ABLENKUNG_SPERRFRIST_MS = 5000;
/** A resize reports once the window has stopped changing size for this long. */
export const RESIZE_RUHE_MS = 500;

/**
 * Listens to the window's focus, blur, resize and visibility changes and calls `melden` with the
 * kind, at most once per kind per 5 s; resizing is debounced. Returns the function that stops it.
 */
export function startAblenkungsMelder(
  win: Window,
  melden: (art: AblenkungsArt) => void,
  now: () => number = Date.now,
): () => void {
  const zuletzt = new Map<AblenkungsArt, number>();
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  const melde = (art: AblenkungsArt) => {
    const vorher = zuletzt.get(art);
    const jetzt = now();
    if (vorher !== undefined && jetzt - vorher < ABLENKUNG_SPERRFRIST_MS) return;
    zuletzt.set(art, jetzt);
    melden(art);
  };
  const onFocus = () => melde('focus');
  const onBlur = () => melde('blur');
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => melde('resize'), RESIZE_RUHE_MS);
  };
  const onVisibility = () =>
    melde(win.document.visibilityState === 'hidden' ? 'visibility-hidden' : 'visibility-visible');

  win.addEventListener('focus', onFocus);
  win.addEventListener('blur', onBlur);
  win.addEventListener('resize', onResize);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(resizeTimer);
    win.removeEventListener('focus', onFocus);
    win.removeEventListener('blur', onBlur);
    win.removeEventListener('resize', onResize);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
