/** One lazily loaded chunk: asked for once; after a failure, the next one that asks tries again. */
export interface Chunk<Module> {
  loaded: () => Module | undefined;
  load: () => Promise<Module>;
  /** For useSyncExternalStore: `listener` runs once the chunk has loaded. */
  subscribe: (listener: () => void) => () => void;
}

export function chunk<Module>(importChunk: () => Promise<Module>): Chunk<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    loading ??= importChunk().then(
      (module) => {
        loaded = module;
        for (const listener of [...listeners]) listener();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { loaded: () => loaded, load, subscribe };
}

/**
 * Loads the chunk once the browser has nothing else to do (after the page's first screen has painted),
 * at the latest after `timeout` ms. Safari has no requestIdleCallback: there a short timer.
 */
export function loadWhenIdle(of: Chunk<unknown>, timeout = 2000): void {
  if (of.loaded()) return;
  const load = () =>
    void of.load().catch((error: unknown) => console.error('A part of the page failed to load.', error));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout });
  else setTimeout(load, 200);
}
