import { VIDEO_EINBETTUNG_ORIGIN } from '@lernstapel/rules';
import type { RemotesMap } from '@lernstapel/contracts';

/** Origins of remotes hosted elsewhere (REMOTES_JSON with absolute URLs); relative ones are 'self'. */
function remoteOrigins(remotes: RemotesMap): string[] {
  const origins = Object.values(remotes).flatMap((url) => {
    if (!/^https?:\/\//i.test(url)) return [];
    return [new URL(url).origin];
  });
  return [...new Set(origins)];
}

/**
 * Issues 14 and 16: the Content-Security-Policy of the shell's pages. Everything from the portal itself
 * and the remotes' hosts of remotes.json (their scripts, manifests, styles, images and fonts); the one
 * third party is the privacy-enhanced video domain, in a frame the viewer opens with a click. Mantine
 * sets inline styles, hence 'unsafe-inline' for styles only. No site may frame the portal.
 */
export function contentSecurityPolicy(remotes: RemotesMap): string {
  const fremd = remoteOrigins(remotes);
  const quellen = (...eigene: string[]) => ["'self'", ...eigene, ...fremd].join(' ');
  return [
    "default-src 'self'",
    `script-src ${quellen()}`,
    `connect-src ${quellen()}`,
    `style-src ${quellen("'unsafe-inline'")}`,
    `img-src ${quellen('data:', 'blob:')}`,
    `font-src ${quellen('data:')}`,
    `frame-src ${VIDEO_EINBETTUNG_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
