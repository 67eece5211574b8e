import { useEffect, useRef } from 'react';
import type { PushEreignis } from '@lernstapel/contracts';
import { selectSessionUser } from '../session-slice';
import { useAppDispatch, useAppSelector } from '../store';
import { nachDemLaden } from './nach-dem-laden';
import { onPushEreignis, openPushChannel } from './push-channel';
import { selectPushVerbunden } from './push-slice';

/**
 * The shell's one call: the channel is open while someone is logged in, from when the page has loaded
 * (nach-dem-laden.ts); until then the lists poll, as they do while the channel is down.
 */
export function usePushChannel(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectSessionUser)?.id;
  useEffect(
    () => (userId === undefined ? undefined : nachDemLaden(() => openPushChannel(dispatch))),
    [dispatch, userId],
  );
}

/** False also under a shell built before the push channel (no push slice: the lists keep polling). */
export function usePushVerbunden(): boolean {
  return useAppSelector((state) => (state.push ? selectPushVerbunden(state) : false));
}

/**
 * Query options for a list or screen that push keeps fresh: no polling while the channel is open,
 * the spec's interval `fallbackMs` while it is down.
 */
export function usePushPolling(fallbackMs: number): {
  pollingInterval: number;
  skipPollingIfUnfocused: boolean;
} {
  const verbunden = usePushVerbunden();
  return { pollingInterval: verbunden ? 0 : fallbackMs, skipPollingIfUnfocused: true };
}

/** Calls `handler` for every push event while the component is mounted (latest handler wins). */
export function usePushEreignis(handler: (ereignis: PushEreignis) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onPushEreignis((ereignis) => latest.current(ereignis)), []);
}
