import type { ComponentType } from 'react';
import type { ErsteDaten } from '@lernstapel/api-client';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteName, type RemotesMap } from '@lernstapel/contracts';
import { declaredContractVersion, ersteDateien, isContractCompatible } from '@lernstapel/rules';
import { loadLoggedInParts } from '../app/logged-in-parts';
import { SHELL_CONTRACT_VERSION } from './contract-check';
import { fetchManifest, fruehesManifest } from './remote-frueh';
import type { RueckfallGrund } from '@lernstapel/contracts';
import { fetchRemotesMap, manifestEntry } from './remotes-map';
import { forgetRemoteFailure, hasRemoteFailed, remoteFailurePlugin } from './remote-failures';
import { manifestGelesen, manifestVorratPlugin, vorladen } from './manifest-vorrat';
import { noteLoadedRelease } from '../pwa/neue-version';
import { begannAngemeldet } from '../session/sitzung-frueh';
import {
  meldeRueckfall,
  merkeStabil,
  ohneZurueckgefallene,
  rueckfallAuf,
  vorabversionPlugin,
} from './vorabversion';

export class RemoteUnavailableError extends Error {
  constructor(remote: RemoteName, reason: string) {
    super(`Remote ${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** A remote built against another major version of the shared contract (issue 12 version skew). */
export class RemoteIncompatibleError extends Error {
  constructor(
    remote: RemoteName,
    readonly remoteVersion: string,
  ) {
    super(`Remote ${remote} speaks contract ${remoteVersion}, the shell ${CONTRACT_VERSION}`);
    this.name = 'RemoteIncompatibleError';
  }
}

const registeredRemotes = new Set<RemoteName>();
/** Remotes whose manifest declared a compatible contract since they were last registered. */
const compatibleRemotes = new Set<RemoteName>();
let latestMap: RemotesMap = {};
let bootRegistration: Promise<void> = Promise.resolve();
/** Issue 27: the remotes a page load started on early (warmRemotePage); their slot waits for that check. */
const warmups = new Map<RemoteName, Promise<void>>();
/** The map fetched once a remote page is opened, i.e. with the session (see mapForSession). */
let sessionMap: Promise<void> | null = null;

function register(given: RemotesMap, remotes: readonly RemoteName[], force: boolean): void {
  const map = ohneZurueckgefallene(given);
  const entries = remotes.flatMap((name) => {
    const entry = manifestEntry(name, map);
    return entry ? [{ name, entry }] : [];
  });
  registerRemotes(entries, { force });
  latestMap = { ...latestMap, ...map };
  for (const { name } of entries) {
    registeredRemotes.add(name);
    compatibleRemotes.delete(name);
    forgetRemoteFailure(name);
  }
}

/**
 * At boot: fetch /remotes.json and register every remote by its manifest. Nothing is loaded yet
 * (shareStrategy 'loaded-first'). A failing map is logged and the shell boots anyway; each remote
 * slot then tries again on its own.
 */
export function registerRemotesAtBoot(): Promise<void> {
  registerPlugins([remoteFailurePlugin(), vorabversionPlugin(fallBackToStable), manifestVorratPlugin()]);
  bootRegistration = fetchRemotesMap()
    .then(({ map, stabil }) => {
      merkeStabil(stabil);
      register(map, REMOTE_NAMES, false);
    })
    .catch((error: unknown) =>
      console.error('The remotes map could not be loaded; remote areas retry on demand.', error),
    );
  return bootRegistration;
}

/**
 * Issue 26 §5: the boot map may have been fetched before the login (the login page: stable for
 * everyone), while the signed-in user's school may run a canary. So the first remote page of a page
 * load fetches the map once more and registers afresh each registered remote whose manifest changed.
 * Signing out loads the page anew, so each session starts here again. A failure leaves the boot map.
 */
function mapForSession(): Promise<void> {
  sessionMap ??= begannAngemeldet().then((schonMitSitzung) =>
    // Issue 27: a page load that began signed in fetched the boot map with its session already.
    schonMitSitzung ? undefined : fetchSessionMap(),
  );
  return sessionMap;
}

function fetchSessionMap(): Promise<void> {
  return fetchRemotesMap()
    .then(({ map, stabil }) => {
      merkeStabil(stabil);
      const wanted = ohneZurueckgefallene(map);
      const changed = [...registeredRemotes].filter(
        (name) => wanted[name] && wanted[name] !== latestMap[name],
      );
      if (changed.length > 0) register(map, changed, true);
    })
    .catch((error: unknown) => console.error('The remotes map could not be loaded again.', error));
}

/** Fetches the map again and registers the remote afresh, dropping the runtime's cached manifest and entry. */
async function reregister(remote: RemoteName): Promise<void> {
  const { map, stabil } = await fetchRemotesMap();
  if (!map[remote]) throw new RemoteUnavailableError(remote, 'not listed in the remotes map');
  merkeStabil(stabil);
  register(map, [remote], true);
}

/**
 * Issue 26 §5: a canary remote that did not load (manifest, entry, module, or another contract major)
 * is registered afresh from its stable manifest for the rest of this page load, checked like any
 * remote, and the fallback is reported. False when the remote runs no canary.
 */
async function fallBackToStable(remote: RemoteName, grund: RueckfallGrund): Promise<boolean> {
  const entry = rueckfallAuf(remote);
  if (!entry) return false;
  meldeRueckfall(remote, grund);
  register({ [remote]: entry }, [remote], true);
  await assertCompatible(remote);
  return true;
}

export interface LoadRemotePageOptions {
  /** The user asked to try again: always re-register, even if the runtime saw no failure. */
  retry: boolean;
}

/** An exposed page, and what it reads first if it says so (issue 27). */
export interface RemotePage {
  default: ComponentType;
  ersteDaten?: ErsteDaten;
}

/**
 * Loads an exposed page of a remote. Each exposed module has a named export equal to its exposed
 * name ('./Pruefungen' exports `Pruefungen`), and may export `ersteDaten`: its first reads.
 */
export async function loadRemotePage(
  remote: RemoteName,
  exposed: string,
  { retry }: LoadRemotePageOptions,
): Promise<RemotePage> {
  // A remote's code may call t() as it loads, and its pages render tables, tabs, …: all texts and the frame's UI
  // parts before it runs (the shell's first load has only the login page's); meanwhile the map and
  // the contract check.
  const loggedInParts = loadLoggedInParts();
  await bootRegistration;
  await mapForSession();
  if (retry || !registeredRemotes.has(remote) || hasRemoteFailed(remote)) await reregister(remote);
  // Checked before the page: a remote of another major version never runs (issue 12 version skew).
  await warmups.get(remote);
  if (!compatibleRemotes.has(remote)) {
    try {
      await assertCompatible(remote);
    } catch (error) {
      const grund = error instanceof RemoteIncompatibleError ? 'vertrag' : 'manifest';
      if (!(await fallBackToStable(remote, grund))) throw error;
    }
  }
  await loggedInParts;
  const module = await loadRemote<Record<string, unknown>>(`${remote}/${exposed}`);
  const page = module?.[exposed];
  if (typeof page !== 'function')
    throw new RemoteUnavailableError(remote, `./${exposed} has no export ${exposed}`);
  const ersteDaten = module?.['ersteDaten'];
  return {
    default: page as ComponentType,
    ...(typeof ersteDaten === 'function' ? { ersteDaten: ersteDaten as ErsteDaten } : {}),
  };
}

/**
 * Issue 12 version skew: reads the contract version from the remote's manifest (metaData.vertragVersion)
 * before any of its code runs, so a remote of another major is refused without loading its container,
 * and a fixed release loads on 'Erneut versuchen' without a page reload.
 */
async function assertCompatible(remote: RemoteName): Promise<{ entry: string; text: string }> {
  const entry = manifestEntry(remote, latestMap);
  if (!entry) throw new RemoteUnavailableError(remote, 'not listed in the remotes map');
  const response = (await fruehesManifest(entry)) ?? (await fetchManifest(entry));
  if (!response.ok) throw new RemoteUnavailableError(remote, `manifest answered HTTP ${response.status}`);
  const text = await response.text();
  const declared = declaredContractVersion(text);
  if (!isContractCompatible(SHELL_CONTRACT_VERSION, declared))
    throw new RemoteIncompatibleError(remote, declared);
  // A check that finished after the remote was registered anew (another manifest) counts for nothing.
  if (manifestEntry(remote, latestMap) === entry) compatibleRemotes.add(remote);
  // Issue 27: the release in use; another one later is offered as 'Neue Version verfügbar'.
  noteLoadedRelease(entry, text);
  manifestGelesen(entry, text);
  return { entry, text };
}

/**
 * Issue 27: a page load at a remote's address starts on the remote while the shell is still starting
 * (session, its own logged-in parts): the map of the boot, the contract check, and a preload of the
 * files the runtime loads first, named by the manifest of the release in use. Nothing of the remote
 * runs here, and a remote of another contract major gets no preload. Any failure is left to the slot,
 * which loads the remote the usual way.
 */
export function warmRemotePage(remote: RemoteName, exposed: string): Promise<void> {
  const warmup = (async () => {
    try {
      await bootRegistration;
      if (!registeredRemotes.has(remote) || compatibleRemotes.has(remote)) return;
      const { entry, text } = await assertCompatible(remote);
      vorladen(ersteDateien(entry, text, exposed));
    } catch {
      // The slot reports it when the page needs the remote.
    }
  })();
  warmups.set(remote, warmup);
  return warmup;
}
