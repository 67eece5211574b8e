import { usePushPolling } from './push/use-push';

/** 01 §4: lists that others change are refreshed every 30 s. */
export const BACKGROUND_REFRESH_MS = 30_000;

/**
 * 01 §4 background refresh as fixed polling: a list that others change (own stacks, mailbox, team
 * stacks, hand-ins, exams, the dashboard's counts) is fetched again every 30 s while the window has
 * the focus. Prefer useBackgroundRefresh(), which polls only while the push channel is down.
 */
export const BACKGROUND_REFRESH = {
  pollingInterval: BACKGROUND_REFRESH_MS,
  skipPollingIfUnfocused: true,
} as const;

/**
 * 01 §4 background refresh over push (issue 13): the server's 'tags' events refetch the list when
 * something changed; the 30 s polling runs only while the channel is down. Pass as the query options.
 */
export function useBackgroundRefresh(): { pollingInterval: number; skipPollingIfUnfocused: boolean } {
  return usePushPolling(BACKGROUND_REFRESH_MS);
}
