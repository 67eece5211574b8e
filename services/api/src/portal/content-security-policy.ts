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
 * Issue 16: the shell's Content-Security-Policy. Everything from the portal itself (and from the
 * remotes' hosts for scripts and manifests); the one third party is the privacy-enhanced video
 * domain, in a frame the viewer opens with a click. Mantine sets inline styles, hence 'unsafe-inline'
 * for styles only.
 */
export function contentSecurityPolicy(remotes: RemotesMap): string {
  const fremd = remoteOrigins(remotes);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...fremd].join(' '),
    ["connect-src 'self'", ...fremd].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `frame-src ${VIDEO_EINBETTUNG_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
