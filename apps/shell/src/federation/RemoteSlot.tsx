import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadingState } from '@lernstapel/ui';
import type { RemoteName } from '@lernstapel/contracts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemotePage } from './remote-loader';

export interface RemoteSlotProps {
  remote: RemoteName;
  /** Exposed module name without './', e.g. 'MeineFlashcards'. */
  exposed: string;
}

/** One area of the portal filled by a remote: loading state, German message + retry when the remote is down. */
export function RemoteSlot({ remote, exposed }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemotePage(remote, exposed, { retry: attempt > 0 })),
    [remote, exposed, attempt],
  );
  return (
    // Keyed by remote too: the same slot position may show another remote next (the user area switches pages).
    <RemoteErrorBoundary
      key={`${remote}/${exposed}/${attempt}`}
      remote={remote}
      onRetry={() => setAttempt((previous) => previous + 1)}
    >
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
