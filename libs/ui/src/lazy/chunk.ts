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

const EINGABEN = ['pointerdown', 'touchstart', 'keydown'] as const;
const vorgemerkt = new WeakSet<Chunk<unknown>>();

/**
 * Loads the chunk at the user's first input anywhere on the page (a stand-in's own click included),
 * or once the page has been quiet for `afterMs`: not while the page still loads its first screen.
 * The browser's idle time is no such sign: it comes whenever the page waits for the network.
 */
export function loadSoon(of: Chunk<unknown>, afterMs = 5000): void {
  if (of.loaded() || vorgemerkt.has(of)) return;
  vorgemerkt.add(of);
  const load = () => {
    for (const type of EINGABEN) window.removeEventListener(type, load, true);
    if (of.loaded()) return;
    of.load().catch((error: unknown) => {
      vorgemerkt.delete(of);
      console.error('A part of the page failed to load.', error);
    });
  };
  for (const type of EINGABEN) window.addEventListener(type, load, { capture: true, passive: true });
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else load();
  }, afterMs);
}
