import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, type SessionResponse } from '@lernstapel/contracts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const REMOTES_JSON = {
  cards: '/remotes/cards/mf-manifest.json',
  exams: '/remotes/exams/mf-manifest.json',
  races: '/remotes/races/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

function Pruefungen() {
  return null;
}

/** The contract version the remotes' manifests declare (metaData.vertragVersion). */
let manifestVersion: string = CONTRACT_VERSION;

/** Every page module of the remote answers `page`; its manifest declares contract `vertrag`. */
function serveRemote(page: Record<string, unknown>, vertrag: string = CONTRACT_VERSION) {
  manifestVersion = vertrag;
  jest.mocked(loadRemote).mockResolvedValue(page);
}

/** A remote's mf-manifest.json: its contract version, its entry and the first files of ./Pruefungen. */
function manifest(vertragVersion: string) {
  return {
    metaData: { vertragVersion, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'Pruefungen',
        assets: { js: { sync: ['12.abcdef12.js'] }, css: { sync: ['12.abcdef12.css'] } },
      },
    ],
  };
}

const manifestFetches = () =>
  jest.mocked(window.fetch).mock.calls.filter(([url]) => String(url).endsWith('mf-manifest.json')).length;
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.as,
    link.href,
  ]);

/** /remotes.json answers `answers` in turn (the last one from then on); manifests their metaData. */
function serveRemotesJson(...answers: Array<{ status: number; body?: unknown }>) {
  const queue = [...answers];
  window.fetch = jest.fn(async (url: string) => {
    if (String(url).endsWith('mf-manifest.json')) {
      return new Response(JSON.stringify(manifest(manifestVersion)), { status: 200 });
    }
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    return new Response(JSON.stringify(answer?.body ?? {}), { status: answer?.status ?? 500 });
  }) as unknown as typeof fetch;
}

/** remote-loader keeps registration state per page load: every test gets a fresh module. */
type RemoteLoader = typeof import('./remote-loader');

function freshLoader(): RemoteLoader {
  return freshPageLoad().loader;
}

/** A fresh page load: the loader with the early starts of main.ts that share its module state. */
function freshPageLoad() {
  let modules:
    | {
        loader: RemoteLoader;
        mapFrueh: typeof import('./remotes-map-frueh');
        remoteFrueh: typeof import('./remote-frueh');
        sitzungFrueh: typeof import('../session/sitzung-frueh');
      }
    | undefined;
  jest.isolateModules(() => {
    modules = {
      loader: jest.requireActual('./remote-loader'),
      mapFrueh: jest.requireActual('./remotes-map-frueh'),
      remoteFrueh: jest.requireActual('./remote-frueh'),
      sitzungFrueh: jest.requireActual('../session/sitzung-frueh'),
    };
  });
  if (!modules) throw new Error('remote-loader not loaded');
  return modules;
}

const remotesJsonFetches = () =>
  jest.mocked(window.fetch).mock.calls.filter(([url]) => String(url) === '/remotes.json').length;
/** Lets every answer and reaction pending settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The exams remote's page of these tests, and the files its manifest names to load first. */
const PRUEFUNGEN_SEITE = [{ remote: 'exams', exposed: 'Pruefungen' }] as const;
const PRUEFUNGEN_ERSTE_DATEIEN = [
  ['script', 'http://localhost/remotes/exams/remoteEntry.js'],
  ['script', 'http://localhost/remotes/exams/12.abcdef12.js'],
  ['style', 'http://localhost/remotes/exams/12.abcdef12.css'],
];

/** What main.ts does at the exams page: the map, then the remote's manifest and first files. */
function mainTsAnDerPruefungsseite({ mapFrueh, remoteFrueh }: ReturnType<typeof freshPageLoad>): void {
  mapFrueh.remotesMapFruehAnfragen();
  remoteFrueh.remoteSeitenFruehAnfragen(PRUEFUNGEN_SEITE, mapFrueh.fruehesRemotesMapInhalt());
}

describe('remote loader (runtime discovery through /remotes.json)', () => {
  beforeEach(() => {
    jest.mocked(registerRemotes).mockReset();
    jest.mocked(registerPlugins).mockReset();
    jest.mocked(loadRemote).mockReset();
    manifestVersion = CONTRACT_VERSION;
    document.head.innerHTML = '';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers every remote by its absolute manifest URL at boot, with the failure, canary and manifest plugins', async () => {
    serveRemotesJson({ status: 200, body: REMOTES_JSON });
    await freshLoader().registerRemotesAtBoot();
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'lernstapel-remote-failures' }),
      expect.objectContaining({ name: 'lernstapel-vorabversion' }),
      expect.objectContaining({ name: 'lernstapel-manifest-vorrat' }),
    ]);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'cards', entry: 'http://localhost/remotes/cards/mf-manifest.json' },
        { name: 'exams', entry: 'http://localhost/remotes/exams/mf-manifest.json' },
        { name: 'races', entry: 'http://localhost/remotes/races/mf-manifest.json' },
        { name: 'admin', entry: 'http://localhost/remotes/admin/mf-manifest.json' },
      ],
      { force: false },
    );
  });

  it('boots without /remotes.json and registers the remote on its first load', async () => {
    serveRemotesJson({ status: 500 }, { status: 200, body: REMOTES_JSON });
    const loader = freshLoader();
    await expect(loader.registerRemotesAtBoot()).resolves.toBeUndefined();
    expect(registerRemotes).not.toHaveBeenCalled();

    serveRemote({ Pruefungen });
    const page = await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
    expect(page.default).toBe(Pruefungen);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'exams', entry: 'http://localhost/remotes/exams/mf-manifest.json' }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledWith('exams/Pruefungen');
  });

  it('re-registers (force) on a retry, so the runtime fetches the manifest again', async () => {
    serveRemotesJson({ status: 200, body: REMOTES_JSON });
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    jest.mocked(registerRemotes).mockClear();
    serveRemote({ Pruefungen });

    await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
    expect(registerRemotes).not.toHaveBeenCalled();
    await loader.loadRemotePage('exams', 'Pruefungen', { retry: true });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'exams', entry: 'http://localhost/remotes/exams/mf-manifest.json' }],
      { force: true },
    );
  });

  it('re-registers a remote the runtime reported as failed (errorLoadRemote)', async () => {
    serveRemotesJson({ status: 200, body: REMOTES_JSON });
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    const plugin = jest.mocked(registerPlugins).mock.calls[0]?.[0]?.[0];
    if (!plugin) throw new Error('no runtime plugin registered');
    jest.mocked(registerRemotes).mockClear();

    const fallback = await (plugin.errorLoadRemote as (args: unknown) => unknown)({
      id: 'exams/Pruefungen',
      error: new Error('RUNTIME-003'),
      lifecycle: 'afterResolve',
    });
    expect(fallback).toBeUndefined();

    serveRemote({ Pruefungen });
    await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'exams', entry: 'http://localhost/remotes/exams/mf-manifest.json' }],
      { force: true },
    );
  });

  it('rejects when the exposed module lacks its named export', async () => {
    serveRemotesJson({ status: 200, body: REMOTES_JSON });
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    serveRemote({ default: Pruefungen });
    await expect(loader.loadRemotePage('exams', 'Pruefungen', { retry: false })).rejects.toThrow(
      'Remote exams is unavailable',
    );
  });

  it('rejects when the remote is missing from /remotes.json', async () => {
    serveRemotesJson({ status: 200, body: { cards: REMOTES_JSON.cards } });
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    await expect(loader.loadRemotePage('races', 'Wettbewerbe', { retry: false })).rejects.toThrow(
      'not listed in the remotes map',
    );
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('loads a remote built against an older minor contract (issue 12 version skew)', async () => {
    serveRemotesJson({ status: 200, body: REMOTES_JSON });
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    serveRemote({ Pruefungen }, '1.0.0');
    const page = await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
    expect(page.default).toBe(Pruefungen);
  });

  it.each(['0.9.0', '2.0.0', ''])(
    'refuses a remote speaking contract %p before running its page',
    async (version) => {
      serveRemotesJson({ status: 200, body: REMOTES_JSON });
      const loader = freshLoader();
      await loader.registerRemotesAtBoot();
      serveRemote({ Pruefungen }, version);
      await expect(loader.loadRemotePage('exams', 'Pruefungen', { retry: false })).rejects.toBeInstanceOf(
        loader.RemoteIncompatibleError,
      );
      expect(loadRemote).not.toHaveBeenCalledWith('exams/Pruefungen');
    },
  );

  describe('a page load at a remote page starts on its remote early (issue 27)', () => {
    it('checks the contract and preloads the entry and the first files of the page, which then loads without reading the manifest again', async () => {
      serveRemotesJson({ status: 200, body: REMOTES_JSON });
      const loader = freshLoader();
      void loader.registerRemotesAtBoot();
      await loader.warmRemotePage('exams', 'Pruefungen');
      expect(preloads()).toEqual(PRUEFUNGEN_ERSTE_DATEIEN);
      expect(loadRemote).not.toHaveBeenCalled();
      serveRemote({ Pruefungen });
      const page = await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
      expect(page.default).toBe(Pruefungen);
      expect(manifestFetches()).toBe(1);
    });

    it('main.ts asks for the manifest once the map has come; the contract check and the page use that answer', async () => {
      serveRemotesJson({ status: 200, body: REMOTES_JSON });
      const seitenLadung = freshPageLoad();
      const { loader } = seitenLadung;
      mainTsAnDerPruefungsseite(seitenLadung);
      await settled();
      // Before the bootstrap has run: the entry and the page's first files are on their way.
      expect(preloads()).toEqual(PRUEFUNGEN_ERSTE_DATEIEN);
      expect(manifestFetches()).toBe(1);

      void loader.registerRemotesAtBoot();
      await loader.warmRemotePage('exams', 'Pruefungen');
      serveRemote({ Pruefungen });
      const page = await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
      expect(page.default).toBe(Pruefungen);
      expect(manifestFetches()).toBe(1);
      expect(preloads()).toHaveLength(3);
      // Without a session at the start, the first remote page asks for the session's map once more.
      expect(remotesJsonFetches()).toBe(2);
    });

    it('asks for the manifest once also when the loader has read the map before main.ts', async () => {
      serveRemotesJson({ status: 200, body: REMOTES_JSON });
      const { loader, remoteFrueh } = freshPageLoad();
      let karteGeben: (inhalt: unknown) => void = () => undefined;
      remoteFrueh.remoteSeitenFruehAnfragen(
        PRUEFUNGEN_SEITE,
        new Promise((resolve) => {
          karteGeben = resolve;
        }),
      );
      void loader.registerRemotesAtBoot();
      const warm = loader.warmRemotePage('exams', 'Pruefungen');
      await settled();
      karteGeben(REMOTES_JSON);
      await warm;
      serveRemote({ Pruefungen });
      await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
      expect(manifestFetches()).toBe(1);
    });

    it("a page load that began signed in reads the map once: the boot map was already the session's", async () => {
      serveRemotesJson({ status: 200, body: REMOTES_JSON });
      const { loader, mapFrueh, sitzungFrueh } = freshPageLoad();
      mapFrueh.remotesMapFruehAnfragen();
      sitzungFrueh.sitzungFruehAnfragen('/user/aufgaben');
      await loader.registerRemotesAtBoot();
      serveRemote({ Pruefungen });
      await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
      expect(remotesJsonFetches()).toBe(1);
    });

    it('a page load whose HTML brought the map, the session and the manifest asks for none of them (issue 27)', async () => {
      serveRemotesJson({ status: 200, body: REMOTES_JSON });
      const { loader, mapFrueh, remoteFrueh, sitzungFrueh } = freshPageLoad();
      const session = { userID: 4, user: { id: 4 } } as unknown as SessionResponse;
      // What main.ts does with the page's start data (app/startdaten.ts).
      mapFrueh.remotesMapFruehAnfragen(REMOTES_JSON);
      remoteFrueh.remoteSeitenFruehAnfragen(PRUEFUNGEN_SEITE, mapFrueh.fruehesRemotesMapInhalt(), {
        [REMOTES_JSON.exams]: JSON.stringify(manifest(CONTRACT_VERSION)),
      });
      sitzungFrueh.sitzungFruehAnfragen('/user/aufgaben', session);
      await settled();
      expect(preloads()).toEqual(PRUEFUNGEN_ERSTE_DATEIEN);
      await expect(sitzungFrueh.fruehesSitzung()).resolves.toBe(session);

      void loader.registerRemotesAtBoot();
      serveRemote({ Pruefungen });
      const page = await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
      expect(page.default).toBe(Pruefungen);
      expect(window.fetch).not.toHaveBeenCalled();
    });

    it('preloads nothing early of a remote speaking another contract major, whose check still refuses it', async () => {
      serveRemotesJson({ status: 200, body: REMOTES_JSON });
      const seitenLadung = freshPageLoad();
      const { loader } = seitenLadung;
      serveRemote({ Pruefungen }, '2.0.0');
      mainTsAnDerPruefungsseite(seitenLadung);
      await settled();
      expect(preloads()).toEqual([]);
      void loader.registerRemotesAtBoot();
      await expect(loader.loadRemotePage('exams', 'Pruefungen', { retry: false })).rejects.toBeInstanceOf(
        loader.RemoteIncompatibleError,
      );
      expect(manifestFetches()).toBe(1);
    });

    it('preloads nothing of a remote speaking another contract major, which is still refused', async () => {
      serveRemotesJson({ status: 200, body: REMOTES_JSON });
      const loader = freshLoader();
      void loader.registerRemotesAtBoot();
      serveRemote({ Pruefungen }, '2.0.0');
      await loader.warmRemotePage('exams', 'Pruefungen');
      expect(preloads()).toEqual([]);
      await expect(loader.loadRemotePage('exams', 'Pruefungen', { retry: false })).rejects.toBeInstanceOf(
        loader.RemoteIncompatibleError,
      );
      expect(loadRemote).not.toHaveBeenCalled();
    });
  });
});
