import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@lernstapel/contracts';
import { RUECKFALL_URL } from './vorabversion';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const STABIL = '/remotes/exams/mf-manifest.json';
const VORAB = '/remotes-vorab/exams/mf-manifest.json';
/** /remotes.json of a school on the exams canary (issue 26 §5). */
const REMOTES_JSON_VORAB = {
  cards: '/remotes/cards/mf-manifest.json',
  exams: VORAB,
  stabil: { exams: STABIL },
};

function Pruefungen() {
  return null;
}

interface Manifest {
  status: number;
  vertrag?: string;
  /** Answers text that is not JSON (with its status). */
  kaputt?: boolean;
}

/** /remotes.json answers `remotes`; each manifest URL its entry of `manifeste` (else 200, this contract). */
function serve(remotes: object | (() => object), manifeste: Record<string, Manifest> = {}) {
  const meldungen: unknown[] = [];
  window.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(String(url), window.location.href).pathname;
    if (path === RUECKFALL_URL) {
      meldungen.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    }
    if (path.endsWith('mf-manifest.json')) {
      const manifest = manifeste[path] ?? { status: 200 };
      const body = JSON.stringify({ metaData: { vertragVersion: manifest.vertrag ?? CONTRACT_VERSION } });
      const ok = manifest.status === 200 && !manifest.kaputt;
      return new Response(ok ? body : 'kaputt', { status: manifest.status });
    }
    return new Response(JSON.stringify(typeof remotes === 'function' ? remotes() : remotes), { status: 200 });
  }) as unknown as typeof fetch;
  return meldungen;
}

type RemoteLoader = typeof import('./remote-loader');

function freshLoader(): RemoteLoader {
  let loader: RemoteLoader | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<RemoteLoader>('./remote-loader');
  });
  if (!loader) throw new Error('remote-loader not loaded');
  return loader;
}

const absolut = (path: string) => `http://localhost${path}`;

/** The canary plugin's errorLoadRemote, as the runtime calls it. */
function canaryHook(): (args: object) => Promise<unknown> {
  const plugin = jest
    .mocked(registerPlugins)
    .mock.calls[0]?.[0]?.find((registered) => registered.name === 'lernstapel-vorabversion');
  if (!plugin?.errorLoadRemote) throw new Error('no canary plugin registered');
  return plugin.errorLoadRemote as (args: object) => Promise<unknown>;
}

describe('canary fallback in the shell (issue 26 §5)', () => {
  beforeEach(() => {
    jest.mocked(registerRemotes).mockReset();
    jest.mocked(registerPlugins).mockReset();
    jest.mocked(loadRemote).mockReset();
    jest.mocked(loadRemote).mockResolvedValue({ Pruefungen });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers the canary at boot and runs it when it loads', async () => {
    const meldungen = serve(REMOTES_JSON_VORAB);
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'exams', entry: absolut(VORAB) }]),
      { force: false },
    );
    const page = await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
    expect(page.default).toBe(Pruefungen);
    expect(meldungen).toEqual([]);
  });

  it('fetches the map again with the session: after the login the school gets its canary, without a reload', async () => {
    let angemeldet = false;
    serve(() => (angemeldet ? REMOTES_JSON_VORAB : { cards: REMOTES_JSON_VORAB.cards, exams: STABIL }));
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    jest.mocked(registerRemotes).mockClear();

    angemeldet = true;
    await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'exams', entry: absolut(VORAB) }], { force: true });
    // Once per page load: the next page of a remote uses what is registered.
    jest.mocked(registerRemotes).mockClear();
    await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it.each([
    ['its manifest answers 500', { status: 500 }, 'manifest'],
    ['its manifest is not JSON', { status: 200, kaputt: true }, 'manifest'],
    ['it speaks another contract major', { status: 200, vertrag: '0.9.0' }, 'vertrag'],
  ])('falls back to the stable version when %s, and reports it', async (_fall, manifest: Manifest, grund) => {
    const meldungen = serve(REMOTES_JSON_VORAB, { [VORAB]: manifest });
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    jest.mocked(registerRemotes).mockClear();

    const page = await loader.loadRemotePage('exams', 'Pruefungen', { retry: false });
    expect(page.default).toBe(Pruefungen);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'exams', entry: absolut(STABIL) }], {
      force: true,
    });
    expect(meldungen).toEqual([{ remote: 'exams', grund }]);
  });

  it('falls back inside the runtime when the canary entry or module fails (errorLoadRemote)', async () => {
    const meldungen = serve(REMOTES_JSON_VORAB);
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    jest.mocked(registerRemotes).mockClear();
    const origin = { loadRemote: jest.fn().mockResolvedValue({ Pruefungen }) };

    const ersatz = await canaryHook()({
      id: 'exams/Pruefungen',
      error: new Error('RUNTIME-008'),
      lifecycle: 'onLoad',
      origin,
    });
    expect(ersatz).toEqual({ Pruefungen });
    expect(origin.loadRemote).toHaveBeenCalledWith('exams/Pruefungen');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'exams', entry: absolut(STABIL) }], {
      force: true,
    });
    expect(meldungen).toEqual([{ remote: 'exams', grund: 'laden' }]);

    // Later loads of this page (also a retry, which fetches /remotes.json again) stay on stable.
    jest.mocked(registerRemotes).mockClear();
    await loader.loadRemotePage('exams', 'Pruefungen', { retry: true });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'exams', entry: absolut(STABIL) }], {
      force: true,
    });
    expect(meldungen).toHaveLength(1);
  });

  it('leaves the error to the area when the stable version fails too (no second fallback)', async () => {
    serve(REMOTES_JSON_VORAB, { [VORAB]: { status: 500 }, [STABIL]: { status: 500 } });
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    await expect(loader.loadRemotePage('exams', 'Pruefungen', { retry: false })).rejects.toThrow(
      'manifest answered HTTP 500',
    );
    const nochmal = await canaryHook()({
      id: 'exams/Pruefungen',
      error: new Error('RUNTIME-008'),
      lifecycle: 'onLoad',
      origin: { loadRemote: jest.fn() },
    });
    expect(nochmal).toBeUndefined();
  });

  it('does nothing for a school without a canary: a failing remote shows its area error, nothing is reported', async () => {
    const meldungen = serve({ exams: STABIL }, { [STABIL]: { status: 500 } });
    const loader = freshLoader();
    await loader.registerRemotesAtBoot();
    await expect(loader.loadRemotePage('exams', 'Pruefungen', { retry: false })).rejects.toThrow(
      'manifest answered HTTP 500',
    );
    const hook = await canaryHook()({
      id: 'exams/Pruefungen',
      error: new Error('RUNTIME-008'),
      lifecycle: 'onLoad',
      origin: { loadRemote: jest.fn() },
    });
    expect(hook).toBeUndefined();
    expect(meldungen).toEqual([]);
  });
});
