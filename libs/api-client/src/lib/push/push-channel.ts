import type { PushEreignis } from '@lernstapel/contracts';
import { PUSH_PFAD } from '@lernstapel/contracts';
import { API_BASE_URL, baseApi, TAG_TYPES } from '../base-api';
import { pushVerbunden } from './push-slice';

type Dispatch = (action: unknown) => unknown;
type Listener = (ereignis: PushEreignis) => void;

/** After a refusal (e.g. a session that ended) the browser does not retry by itself: we do. */
export const PUSH_NEUVERSUCH_MS = 5000;

const listeners = new Set<Listener>();

/** Lets a remote react to push events (e.g. patch its cached race); returns the unsubscribe. */
export function onPushEreignis(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The event's effect on the shared cache, then the remotes' listeners. */
export function handlePushEreignis(dispatch: Dispatch, ereignis: PushEreignis): void {
  if (ereignis.art === 'tags') {
    dispatch(
      baseApi.util.invalidateTags(
        ereignis.tags.flatMap((tag) =>
          (TAG_TYPES as readonly string[]).includes(tag.type)
            ? [
                {
                  type: tag.type as (typeof TAG_TYPES)[number],
                  ...(tag.id === undefined ? {} : { id: tag.id }),
                },
              ]
            : [],
        ),
      ),
    );
  }
  for (const listener of listeners) listener(ereignis);
}

/**
 * Opens the one push channel (server-sent events, GET /api/push with the session cookie) and keeps
 * it open: EventSource reconnects by itself; after a refusal we retry every few seconds. While it is
 * down `verbunden` is false and the lists poll again (usePushPolling); when it comes back everything
 * cached is fetched again, since events may have been missed meanwhile. Returns the close function.
 */
export function openPushChannel(
  dispatch: Dispatch,
  EventSourceImpl: typeof EventSource | undefined = globalThis.EventSource,
): () => void {
  if (!EventSourceImpl) return () => undefined;
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let warVerbunden = false;
  let geschlossen = false;

  const open = () => {
    source = new EventSourceImpl(`${API_BASE_URL}/${PUSH_PFAD}`, { withCredentials: true });
    source.onopen = () => {
      if (warVerbunden) dispatch(baseApi.util.invalidateTags([...TAG_TYPES]));
      warVerbunden = true;
      dispatch(pushVerbunden(true));
    };
    source.onmessage = (message: MessageEvent<string>) => {
      try {
        handlePushEreignis(dispatch, JSON.parse(message.data) as PushEreignis);
      } catch {
        // An event this client does not understand is skipped; the next one may be fine.
      }
    };
    source.onerror = () => {
      dispatch(pushVerbunden(false));
      if (source?.readyState === EventSourceImpl.CLOSED && !geschlossen) {
        source.close();
        retry = setTimeout(open, PUSH_NEUVERSUCH_MS);
      }
    };
  };
  open();
  return () => {
    geschlossen = true;
    clearTimeout(retry);
    source?.close();
    dispatch(pushVerbunden(false));
  };
}
