// eslint-disable-next-line @nx/enforce-module-boundaries -- the singleton as a remote's bundle sees it (the package root)
import * as apiClient from '@lernstapel/api-client';
import { jsonResponse } from '../lib/test-responses';

type EndpointsModule = typeof import('./wettbewerbe');

const FRAGE = { position: 0, anzahl_fragen: 3, karte: null };

/**
 * The shell's older build of generated/wettbewerbe.ts: every endpoint as today but one, under an address
 * the API has since renamed, injected into the one shared baseApi as every generated file is.
 */
function olderGeneratedFile() {
  const generated = jest.requireActual<typeof import('../generated/wettbewerbe')>('../generated/wettbewerbe');
  generated.wettbewerbeApi.injectEndpoints({
    endpoints: (build) => ({
      wettbewerbeFrage: build.query<typeof FRAGE, number>({
        query: (id) => ({ url: `/wettbewerbe/${id}/naechstefrage` }),
        providesTags: ['wettbewerbe'],
      }),
    }),
    overrideExisting: true,
  });
  return generated;
}

/**
 * One bundle's own copy of `@lernstapel/api-client/endpoints/wettbewerbe` (each remote bundles it),
 * sharing only the package root — the Module Federation singleton with baseApi and the store.
 */
function bundleCopy(generatedFile?: () => object): EndpointsModule {
  let copy: EndpointsModule | undefined;
  jest.isolateModules(() => {
    jest.doMock('@lernstapel/api-client', () => apiClient);
    if (generatedFile) jest.doMock('../generated/wettbewerbe', generatedFile);
    else jest.dontMock('../generated/wettbewerbe');
    copy = jest.requireActual<EndpointsModule>('./wettbewerbe');
  });
  if (!copy) throw new Error('the endpoints module did not load');
  return copy;
}

describe('one endpoint injected by two bundles (a remote released alone, issue 12 / 24 §3)', () => {
  afterEach(() => {
    jest.dontMock('@lernstapel/api-client');
    jest.dontMock('../generated/wettbewerbe');
  });

  it('the later injection wins with overrideExisting, and its cache tags are the ones applied', async () => {
    const fetched: string[] = [];
    window.fetch = jest.fn((request: Request) => {
      fetched.push(new URL(request.url).pathname);
      return Promise.resolve(jsonResponse(200, FRAGE));
    }) as typeof window.fetch;
    const store = apiClient.createAppStore();

    const shell = bundleCopy(olderGeneratedFile);
    const remote = bundleCopy();
    expect(remote).not.toBe(shell);
    expect(remote.wettbewerbeApi).toBe(apiClient.baseApi); // one API, one cache for both bundles

    const subscription = store.dispatch(remote.wettbewerbeApi.endpoints.wettbewerbeFrage.initiate(7));
    await subscription;
    // The remote's definition answers: the address of its own build, not the shell's older one.
    expect(fetched).toEqual(['/api/wettbewerbe/7/frage']);

    // Its tags: the generated domain tag ('wettbewerbe') was replaced by the portal's question tag
    // again after the remote's raw definition overrode the shell's enhanced one.
    store.dispatch(apiClient.baseApi.util.invalidateTags(['wettbewerbe' as never]));
    await Promise.all(store.dispatch(apiClient.baseApi.util.getRunningQueriesThunk()));
    expect(fetched).toHaveLength(1);

    store.dispatch(apiClient.baseApi.util.invalidateTags([remote.frageTag(7)]));
    await Promise.all(store.dispatch(apiClient.baseApi.util.getRunningQueriesThunk()));
    expect(fetched).toEqual(['/api/wettbewerbe/7/frage', '/api/wettbewerbe/7/frage']);
    subscription.unsubscribe();
  });
});
