import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { AreaErrorBoundary, ErrorNotice, LoadingState, loadDropdownPartsWhenIdle } from '@lernstapel/ui';
import type { RemoteName } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
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
  // A remote that fails to load or to render shows the message in its own area only.
  const fallback = (
    <div data-testid={`remote-error-${remote}`}>
      <ErrorNotice
        message={t('portal.remote.nichtErreichbar')}
        onRetry={() => setAttempt((previous) => previous + 1)}
      />
    </div>
  );
  return (
    // Keyed by remote too: the same slot position may show another remote next (the user area switches pages).
    <AreaErrorBoundary
      key={`${remote}/${exposed}/${attempt}`}
      area={`Remote area ${remote}`}
      fallback={fallback}
    >
      <Suspense fallback={<LoadingState />}>
        <Page />
        <DropdownPartsAfterFirstScreen />
      </Suspense>
    </AreaErrorBoundary>
  );
}

/** Issue 27: once a remote's page is shown, its menus and pick lists load when the browser is idle. */
function DropdownPartsAfterFirstScreen() {
  useEffect(loadDropdownPartsWhenIdle, []);
  return null;
}
