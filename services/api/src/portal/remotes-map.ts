import { readFile } from 'node:fs/promises';
import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@lernstapel/contracts';

/** Same-origin default: every remote served by this server under /remotes/<name>/. */
export const DEFAULT_REMOTES: RemotesMap = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
) as RemotesMap;

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** Parses a deployment's remotes.json: an object of known remote names → manifest URLs. */
export function parseRemotesMap(text: string): RemotesMap {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('remotes.json must be a JSON object');
  }
  const map: RemotesMap = {};
  for (const [name, url] of Object.entries(parsed)) {
    if (!isRemoteName(name)) throw new Error(`remotes.json: unknown remote "${name}"`);
    if (typeof url !== 'string' || url.length === 0) throw new Error(`remotes.json: "${name}" needs a URL`);
    map[name] = url;
  }
  return map;
}

/** The map to serve now: the REMOTES_JSON file is read per request so a deployment can swap it. */
export async function currentRemotesMap(remotesJsonPath: string | undefined): Promise<RemotesMap> {
  if (!remotesJsonPath) return DEFAULT_REMOTES;
  return parseRemotesMap(await readFile(remotesJsonPath, 'utf8'));
}
