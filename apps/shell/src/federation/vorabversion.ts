import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  type RemoteName,
  type RemotesMap,
  type RueckfallGrund,
  type RueckfallMeldung,
} from '@lernstapel/contracts';
import { START_ADRESSEN } from '@lernstapel/api-client/endpoints/adressen';

/** Where the shell reports that it fell back from a canary (issue 26 §5). */
export const RUECKFALL_URL = START_ADRESSEN.vorabversionenMelden;

/** Per page load: each canary remote's stable manifest, and the remotes that fell back to it. */
let stabil: RemotesMap = {};
const zurueckgefallen = new Set<RemoteName>();

function remoteNameOf(id: string): RemoteName | undefined {
  const name = id.split('/')[0];
  return REMOTE_NAMES.find((remote) => remote === name);
}

/** The stable manifests of the latest /remotes.json (`stabil`: the remotes it gives as a canary). */
export function merkeStabil(neu: RemotesMap): void {
  stabil = { ...stabil, ...neu };
}

/** The map to register: a remote that fell back in this page load stays on its stable version. */
export function ohneZurueckgefallene(map: RemotesMap): RemotesMap {
  const ergebnis: RemotesMap = { ...map };
  for (const remote of zurueckgefallen) {
    const entry = stabil[remote];
    if (entry && remote in ergebnis) ergebnis[remote] = entry;
  }
  return ergebnis;
}

/**
 * Takes `remote` off its canary for this page load: the stable manifest to register instead, or
 * undefined when the remote runs no canary (or already fell back: then its failure is the stable one's).
 */
export function rueckfallAuf(remote: RemoteName): string | undefined {
  const entry = stabil[remote];
  if (!entry || zurueckgefallen.has(remote)) return undefined;
  zurueckgefallen.add(remote);
  return entry;
}

/** Tells the API, without bothering the user: the main administrator sees which schools fell back. */
export function meldeRueckfall(remote: RemoteName, grund: RueckfallGrund): void {
  const meldung: RueckfallMeldung = { remote, grund };
  void fetch(RUECKFALL_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(meldung),
  }).catch(() => undefined);
}

/**
 * Runtime plugin: when a canary remote's entry or module fails to load, `fallBack` registers its
 * stable version and the same module is loaded again from there, in the same page load; the page
 * never sees the failure. A remote without a canary, or whose stable version fails too, keeps the
 * error (the slot shows its message with 'Erneut versuchen').
 */
export function vorabversionPlugin(
  fallBack: (remote: RemoteName, grund: RueckfallGrund) => Promise<boolean>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'lernstapel-vorabversion',
    async errorLoadRemote({ id, lifecycle, origin }) {
      if (lifecycle !== 'onLoad') return undefined;
      const remote = remoteNameOf(id);
      if (!remote || !(await fallBack(remote, 'laden'))) return undefined;
      console.warn(`Remote ${remote}: the canary did not load; using the stable version.`);
      return origin.loadRemote(id);
    },
  };
}
