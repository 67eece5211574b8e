import { baseApi } from '../base-api';
import { createAppStore } from '../store';
import { onPushEreignis, openPushChannel, PUSH_NEUVERSUCH_MS } from './push-channel';
import { selectPushVerbunden } from './push-slice';

/** The browser's EventSource as far as the channel uses it (jsdom has none). */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly init: { withCredentials: boolean },
  ) {
    FakeEventSource.all.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
}

const asEventSource = FakeEventSource as unknown as typeof EventSource;

describe('the push channel in the browser', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('is connected while open, hands events to the cache and the listeners, and is down after an error', () => {
    const store = createAppStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    const close = openPushChannel(store.dispatch, asEventSource);
    const [source] = FakeEventSource.all;
    expect(source?.url).toBe('/api/push');
    expect(source?.init.withCredentials).toBe(true);
    expect(selectPushVerbunden(store.getState())).toBe(false);
    source?.open();
    expect(selectPushVerbunden(store.getState())).toBe(true);

    const heard: unknown[] = [];
    const stop = onPushEreignis((ereignis) => heard.push(ereignis));
    source?.onmessage?.({
      data: JSON.stringify({ art: 'tags', tags: [{ type: 'Wettbewerb' }, { type: 'Unbekannt' }] }),
    });
    expect(dispatch).toHaveBeenCalledWith(baseApi.util.invalidateTags([{ type: 'Wettbewerb' }]));
    expect(heard).toEqual([{ art: 'tags', tags: [{ type: 'Wettbewerb' }, { type: 'Unbekannt' }] }]);
    stop();

    // EventSource retries by itself after a dropped connection; polling covers the gap.
    source?.onerror?.();
    expect(selectPushVerbunden(store.getState())).toBe(false);
    close();
  });

  it('retries after a refusal and fetches everything again once it is back', () => {
    const store = createAppStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    const close = openPushChannel(store.dispatch, asEventSource);
    FakeEventSource.all[0]?.open();
    const first = FakeEventSource.all[0];
    if (first) first.readyState = FakeEventSource.CLOSED;
    first?.onerror?.();
    expect(FakeEventSource.all).toHaveLength(1);
    jest.advanceTimersByTime(PUSH_NEUVERSUCH_MS);
    expect(FakeEventSource.all).toHaveLength(2);
    dispatch.mockClear();
    FakeEventSource.all[1]?.open();
    expect(selectPushVerbunden(store.getState())).toBe(true);
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: baseApi.util.invalidateTags([]).type }),
    );
    close();
    expect(FakeEventSource.all[1]?.readyState).toBe(FakeEventSource.CLOSED);
    expect(selectPushVerbunden(store.getState())).toBe(false);
  });
});
