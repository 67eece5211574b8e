import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@lernstapel/contracts';

const failedRemotes = new Set<RemoteName>();

function remoteNameOf(id: string): RemoteName | undefined {
  const name = id.split('/')[0];
  return REMOTE_NAMES.find((remote) => remote === name);
}

export function hasRemoteFailed(remote: RemoteName): boolean {
  return failedRemotes.has(remote);
}

export function forgetRemoteFailure(remote: RemoteName): void {
  failedRemotes.delete(remote);
}

/**
 * Runtime plugin: remembers which remote failed (manifest, entry script or module) so the next
 * load of that remote registers it afresh. It returns no fallback module on purpose: the error
 * reaches the slot's ErrorBoundary, which shows the German message and the retry button.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lernstapel-remote-failures',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = remoteNameOf(id);
      if (remote) failedRemotes.add(remote);
      console.error(`Remote module ${id} could not be loaded (${lifecycle})`, error);
      return undefined;
    },
  };
}
