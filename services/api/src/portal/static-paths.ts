import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/** Files whose URL stays the same across releases: always revalidated (independent release, issue §3). */
const ALWAYS_FRESH = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'remotes.json']);
/** webpack's [contenthash] in a file name, e.g. main.3f9a1c2b.js or 123.3f9a1c2b4d.chunk.js. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(fileName: string): string {
  if (ALWAYS_FRESH.has(fileName) || fileName.endsWith('.html')) return NO_CACHE;
  return HASHED_NAME.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/** Absolute path of `relativePath` inside `root`, or null when it would leave the root. */
export function pathInside(root: string, relativePath: string): string | null {
  if (relativePath.includes('\0')) return null;
  const absoluteRoot = resolve(root);
  const full = resolve(absoluteRoot, `.${sep}${relativePath}`);
  return full === absoluteRoot || full.startsWith(absoluteRoot + sep) ? full : null;
}

/** True when `path` is an existing regular file (read from disk on every request). */
export async function isFile(path: string | null): Promise<boolean> {
  if (path === null) return false;
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
