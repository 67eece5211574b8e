import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  ersteDatenAbwarten,
  useAppDispatch,
  useGetSessionQuery,
  type ErsteDatenKontext,
} from '@lernstapel/api-client';
import { AreaErrorBoundary, ErrorNotice, LoadingState, loadDropdownPartsSoon } from '@lernstapel/ui';
import type { RemoteName } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { loadRemotePage, type RemotePage } from './remote-loader';

export interface RemoteSlotProps {
  remote: RemoteName;
  /** Exposed module name without './', e.g. 'MeineFlashcards'. */
  exposed: string;
}

/** One area of the portal filled by a remote: loading state, German message + retry when the remote is down. */
export function RemoteSlot({ remote, exposed }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const dispatch = useAppDispatch();
  const benutzer = useGetSessionQuery().data?.user;
  // Read when the page has loaded, not when the slot renders: the session may come in between.
  const kontext = useRef<ErsteDatenKontext | null>(null);
  kontext.current = benutzer ? { dispatch, benutzer } : null;
  const Page = useMemo(
    () =>
      lazy(async () => {
        const page = await loadRemotePage(remote, exposed, { retry: attempt > 0 });
        await mitErstenDaten(page, kontext.current);
        return page;
      }),
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

/** Issue 27: once a remote's page is shown, its menus and pick lists load at the first input or when quiet. */
function DropdownPartsAfterFirstScreen() {
  useEffect(loadDropdownPartsSoon, []);
  return null;
}

/**
 * Issue 27: the page's first reads in the cache before it renders, when it names them (ErsteDaten).
 * They only save a render: if they fail, even at once, the page loads as without them.
 */
async function mitErstenDaten(page: RemotePage, kontext: ErsteDatenKontext | null): Promise<void> {
  const { ersteDaten } = page;
  if (!ersteDaten || !kontext) return;
  await ersteDatenAbwarten((async () => ersteDaten(kontext))());
}
