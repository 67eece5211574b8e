import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteName, type RemotesMap } from '@lernstapel/contracts';
import { isContractCompatible } from './contract-check';
import { fetchRemotesMap, manifestEntry } from './remotes-map';
import { forgetRemoteFailure, hasRemoteFailed, remoteFailurePlugin } from './remote-failures';

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

// The shell's own contract; a build may declare another one on purpose (libs/webpack-federation).
declare const __CONTRACT_VERSION_OVERRIDE__: string | undefined;
const SHELL_CONTRACT_VERSION =
  typeof __CONTRACT_VERSION_OVERRIDE__ === 'string' && __CONTRACT_VERSION_OVERRIDE__ !== ''
    ? __CONTRACT_VERSION_OVERRIDE__
    : CONTRACT_VERSION;

const registeredRemotes = new Set<RemoteName>();
let bootRegistration: Promise<void> = Promise.resolve();

function register(map: RemotesMap, remotes: readonly RemoteName[], force: boolean): void {
  const entries = remotes.flatMap((name) => {
    const entry = manifestEntry(name, map);
    return entry ? [{ name, entry }] : [];
  });
  registerRemotes(entries, { force });
  for (const { name } of entries) {
    registeredRemotes.add(name);
    forgetRemoteFailure(name);
  }
}

/**
 * At boot: fetch /remotes.json and register every remote by its manifest. Nothing is loaded yet
 * (shareStrategy 'loaded-first'). A failing map is logged and the shell boots anyway; each remote
 * slot then tries again on its own.
 */
export function registerRemotesAtBoot(): Promise<void> {
  registerPlugins([remoteFailurePlugin()]);
  bootRegistration = fetchRemotesMap()
    .then((map) => register(map, REMOTE_NAMES, false))
    .catch((error: unknown) =>
      console.error('The remotes map could not be loaded; remote areas retry on demand.', error),
    );
  return bootRegistration;
}

/** Fetches the map again and registers the remote afresh, dropping the runtime's cached manifest and entry. */
async function reregister(remote: RemoteName): Promise<void> {
  const map = await fetchRemotesMap();
  if (!map[remote]) throw new RemoteUnavailableError(remote, 'not listed in the remotes map');
  register(map, [remote], true);
}

export interface LoadRemotePageOptions {
  /** The user asked to try again: always re-register, even if the runtime saw no failure. */
  retry: boolean;
}

/**
 * Loads an exposed page of a remote. Each exposed module has a named export equal to its exposed
 * name ('./Pruefungen' exports `Pruefungen`).
 */
export async function loadRemotePage(
  remote: RemoteName,
  exposed: string,
  { retry }: LoadRemotePageOptions,
): Promise<{ default: ComponentType }> {
  await bootRegistration;
  if (retry || !registeredRemotes.has(remote) || hasRemoteFailed(remote)) await reregister(remote);
  // Read before the page: a page of another major version is never run (issue 12 version skew).
  const vertrag = await loadRemote<{ VERTRAG_VERSION?: unknown }>(`${remote}/Vertrag`);
  const version = typeof vertrag?.VERTRAG_VERSION === 'string' ? vertrag.VERTRAG_VERSION : '';
  if (!isContractCompatible(SHELL_CONTRACT_VERSION, version))
    throw new RemoteIncompatibleError(remote, version);
  const module = await loadRemote<Record<string, unknown>>(`${remote}/${exposed}`);
  const page = module?.[exposed];
  if (typeof page !== 'function')
    throw new RemoteUnavailableError(remote, `./${exposed} has no export ${exposed}`);
  return { default: page as ComponentType };
}
