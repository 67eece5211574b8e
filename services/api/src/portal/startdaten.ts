import { readFile } from 'node:fs/promises';
import {
  CONTRACT_VERSION,
  REMOTE_PAGES,
  type RemotesAntwort,
  type SessionResponse,
  STARTDATEN_ID,
  type Startdaten,
} from '@lernstapel/contracts';
import {
  bereichAn,
  declaredContractVersion,
  ersteAbfragen,
  ersteDateien,
  isContractCompatible,
} from '@lernstapel/rules';
import { isRemoteName } from './remotes-map';
import { pathInside } from './static-paths';

/** Resolves the map's root-relative manifest URLs; only the path of the result is used. */
const PORTAL_ORIGIN = 'http://portal.invalid';

/**
 * The file on disk behind a manifest URL the map names, when this portal serves it (/remotes/<name>/…
 * from `webRoot`/<name>, /remotes-vorab/<name>/… from `webRoot`/vorab/<name>, as portal.plugin.ts
 * does); null for a remote hosted elsewhere.
 */
export function manifestDatei(webRoot: string, entry: string): string | null {
  const match = /^\/(remotes|remotes-vorab)\/([^/]+)\/([^?#]+)$/.exec(entry);
  if (!match?.[2] || !match[3] || !isRemoteName(match[2])) return null;
  const root = match[1] === 'remotes' ? webRoot : `${webRoot}/vorab`;
  return pathInside(`${root}/${match[2]}`, match[3]);
}

async function leseManifest(webRoot: string, entry: string): Promise<string | null> {
  const datei = manifestDatei(webRoot, entry);
  if (datei === null) return null;
  try {
    const text = await readFile(datei, 'utf8');
    JSON.parse(text);
    return text;
  } catch {
    // Missing or half written (a release being copied): the shell asks for it and reports it as always.
    return null;
  }
}

/** `<link rel="preload">` as the shell's build writes them (libs/webpack-federation preload.cjs). */
function preloadLink(href: string, as: 'script' | 'style'): string {
  return `<link rel="preload" href="${href}" as="${as}" fetchpriority="low">`;
}

/** A data block no value (a user's name) can end early: every `<` is escaped. */
function datenblock(daten: Startdaten): string {
  const json = JSON.stringify(daten).replace(/</g, '\\u003c');
  return `<script id="${STARTDATEN_ID}" type="application/json">${json}</script>`;
}

/** The JSON answer of the API read at `pfad` (a GET) for the page's browser; undefined unless 200. */
export type ApiLesen = (pfad: string) => Promise<unknown>;

/** The answers of the page's first reads (ersteAbfragen, @lernstapel/rules) that the API gave with 200. */
async function ersteAntworten(
  pathname: string,
  sitzung: SessionResponse,
  lesen: ApiLesen,
): Promise<Record<string, unknown>> {
  const pfade = ersteAbfragen(pathname, sitzung.user);
  const antworten = await Promise.all(pfade.map((pfad) => lesen(pfad)));
  return Object.fromEntries(
    pfade.flatMap((pfad, index) => (antworten[index] === undefined ? [] : [[pfad, antworten[index]]])),
  );
}

/**
 * Issue 27 (fast on a phone): what a signed-in page load at `pathname` gets in its HTML, so that its
 * first screen does not wait for a chain of requests (the shell's main.ts and the API client read it,
 * apps/shell app/startdaten.ts): the session and the remotes map as /api/session and /remotes.json
 * would answer, the answers of the page's first API reads (`lesen`: the API itself, with the browser's
 * cookie, so every access rule applies), the manifest of each remote the page shows (the release in
 * use), and a preload of the files the federation runtime loads first from those remotes, so the
 * browser fetches them next to the shell's own. A remote whose contract major differs gets no preloads
 * (the shell will refuse it).
 */
export async function startdatenFuer(
  webRoot: string,
  pathname: string,
  sitzung: SessionResponse,
  remotes: RemotesAntwort,
  lesen: ApiLesen,
): Promise<string> {
  const antworten = ersteAntworten(pathname, sitzung, lesen);
  const manifeste: Record<string, string> = {};
  const links: string[] = [];
  for (const { remote, exposed } of bereichAn(pathname, REMOTE_PAGES)?.remotes ?? []) {
    const entry = remotes[remote];
    if (!entry) continue;
    const text = manifeste[entry] ?? (await leseManifest(webRoot, entry));
    if (text === null) continue;
    manifeste[entry] = text;
    if (!isContractCompatible(CONTRACT_VERSION, declaredContractVersion(text))) continue;
    const { scripts, styles } = ersteDateien(new URL(entry, PORTAL_ORIGIN).href, text, exposed);
    const pfad = (url: string) => new URL(url).pathname;
    links.push(...scripts.map((url) => preloadLink(pfad(url), 'script')));
    links.push(...styles.map((url) => preloadLink(pfad(url), 'style')));
  }
  return (
    datenblock({ sitzung, remotes, manifeste, antworten: await antworten }) + [...new Set(links)].join('')
  );
}
