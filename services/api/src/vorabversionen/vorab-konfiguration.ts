import { readFile } from 'node:fs/promises';
import type { RemotesMap } from '@lernstapel/contracts';
import { parseRemotesMap } from '../portal/remotes-map';

/** The operator's canary: remote → manifest URL of the new version, and the schools it applies to. */
export interface VorabKonfiguration {
  remotes: RemotesMap;
  /** Schools chosen by the configuration file (the main administrator chooses more in the database). */
  schulen: readonly number[];
}

export const KEINE_VORABVERSION: VorabKonfiguration = { remotes: {}, schulen: [] };

/** Parses REMOTES_CANARY_JSON: `{ "remotes": { <remote>: <manifest URL> }, "schulen": [<school id>, …] }`. */
export function parseVorabKonfiguration(text: string): VorabKonfiguration {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('REMOTES_CANARY_JSON must be a JSON object');
  }
  const { remotes = {}, schulen = [] } = parsed as { remotes?: unknown; schulen?: unknown };
  if (!Array.isArray(schulen) || !schulen.every((id) => Number.isInteger(id) && (id as number) > 0)) {
    throw new Error('REMOTES_CANARY_JSON: "schulen" must be a list of school ids');
  }
  return { remotes: parseRemotesMap(JSON.stringify(remotes)), schulen: schulen as number[] };
}

/**
 * The canary now: the file is read per request, so a release can start, widen or end without a restart.
 * No file configured: no canary.
 */
export async function currentVorabKonfiguration(path: string | undefined): Promise<VorabKonfiguration> {
  if (!path) return KEINE_VORABVERSION;
  return parseVorabKonfiguration(await readFile(path, 'utf8'));
}
