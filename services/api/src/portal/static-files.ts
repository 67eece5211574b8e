import { createHash } from 'node:crypto';
import { type Stats, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The types the portal keeps in memory; anything else is streamed from disk. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Brotli first (smaller), then gzip; `identity` is the file itself. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];
const TWIN_SUFFIX: Readonly<Record<Exclude<Encoding, 'identity'>, string>> = { br: '.br', gzip: '.gz' };
const DECODE: Readonly<Record<Exclude<Encoding, 'identity'>, (twin: Buffer) => Promise<Buffer>>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
};

/** Files above this size (source maps) are streamed by @fastify/static instead of kept in memory. */
const MAX_FILE_BYTES = 1024 * 1024;
/** When the whole cache grows beyond this (old releases), it starts over. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
/** A file without a twin looks for one again at most this often (a build may still be writing it). */
const TWIN_RECHECK_MS = 1000;

export interface Representation {
  body: Buffer;
  etag: string;
  encoding: Encoding;
}

export interface StaticFile {
  contentType: string;
  /** True when twins exist: the answer then depends on Accept-Encoding (Vary). */
  negotiated: boolean;
  pick(acceptEncoding: string | undefined): Representation;
}

interface Entry extends StaticFile {
  version: string;
  bytes: number;
  twinsCheckedAt: number;
}

function versionOf(stats: Stats): string {
  return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
}

/**
 * The built front-ends in memory, checked against the disk on every request: one stat of the file
 * (microseconds, page cache), so a newly released remote is served on the very next request without
 * a restart (issue 2 §3) while index.html and the chunks answer at memory speed (issue 15 §3).
 * The brotli and gzip twins written at build time (libs/webpack-federation precompress.cjs) count only
 * when they decode to the file itself, so a twin from an earlier build is never sent. (Their times
 * tell nothing: Nx's build cache restores a file and its twins in any order.)
 */
export class StaticFiles {
  private readonly entries = new Map<string, Entry>();
  private cachedBytes = 0;

  /** The file at `path` (absolute), or null when it is no regular file or not one we keep in memory. */
  async get(path: string): Promise<StaticFile | null> {
    const contentType = CONTENT_TYPES[extname(path)];
    if (contentType === undefined) return null;
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats?.isFile() || stats.size > MAX_FILE_BYTES) {
      this.forget(path);
      return null;
    }
    const cached = this.entries.get(path);
    const version = versionOf(stats);
    if (cached?.version === version && (cached.negotiated || !this.twinsMayHaveAppeared(cached))) {
      return cached;
    }
    return this.load(path, stats, contentType);
  }

  private twinsMayHaveAppeared(entry: Entry): boolean {
    return Date.now() - entry.twinsCheckedAt > TWIN_RECHECK_MS;
  }

  private async load(path: string, stats: Stats, contentType: string): Promise<StaticFile | null> {
    let body: Buffer;
    try {
      body = await readFile(path);
    } catch {
      return null;
    }
    const tag = createHash('sha1').update(body).digest('base64url').slice(0, 22);
    const representations = new Map<Encoding, Representation>([
      ['identity', { body, etag: `"${tag}"`, encoding: 'identity' }],
    ]);
    for (const encoding of ['br', 'gzip'] as const) {
      const twin = await this.readTwin(path + TWIN_SUFFIX[encoding], encoding, body);
      if (twin) representations.set(encoding, { body: twin, etag: `"${tag}-${encoding}"`, encoding });
    }
    const offered = ENCODINGS.filter((encoding) => representations.has(encoding));
    const identity = representations.get('identity') as Representation;
    const entry: Entry = {
      contentType,
      negotiated: offered.length > 1,
      pick: (acceptEncoding) => {
        if (offered.length === 1 || !acceptEncoding) return identity;
        const chosen = negotiate(acceptEncoding, offered) as Encoding | null;
        return (chosen && representations.get(chosen)) || identity;
      },
      version: versionOf(stats),
      bytes: [...representations.values()].reduce((total, { body: bytes }) => total + bytes.length, 0),
      twinsCheckedAt: Date.now(),
    };
    this.store(path, entry);
    return entry;
  }

  /** The twin at `twinPath` if it is `body` compressed with `encoding` (read once per file version). */
  private async readTwin(
    twinPath: string,
    encoding: Exclude<Encoding, 'identity'>,
    body: Buffer,
  ): Promise<Buffer | null> {
    try {
      const twin = await readFile(twinPath);
      return (await DECODE[encoding](twin)).equals(body) ? twin : null;
    } catch {
      return null;
    }
  }

  private store(path: string, entry: Entry): void {
    this.forget(path);
    if (this.cachedBytes + entry.bytes > MAX_CACHE_BYTES) {
      this.entries.clear();
      this.cachedBytes = 0;
    }
    this.entries.set(path, entry);
    this.cachedBytes += entry.bytes;
  }

  private forget(path: string): void {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.entries.delete(path);
    this.cachedBytes -= entry.bytes;
  }
}

/** If-None-Match against one representation's ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
