import { screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { REMOTE_PAGES } from '@lernstapel/contracts';
import { loginNavigation } from '@lernstapel/api-client';
import { loadRemotePage } from '../federation/remote-loader';
import { fakeFetch, MAIN_ADMIN, renderApp, TEACHER } from '../testing/render-app';

jest.mock('../federation/remote-loader', () => ({ loadRemotePage: jest.fn() }));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

/** Stands in for an exposed module: shows the part of the path the remote's own routes get. */
function RemotePage() {
  const params = useParams();
  return <p data-testid="remote-rest">{params['*']}</p>;
}

function serveSession(user: typeof TEACHER) {
  fakeFetch((_method, path) =>
    path === '/hello'
      ? { status: 200, body: { ok: true } }
      : { status: 200, body: { userID: user.id, user } },
  );
}

describe('remote-owned pages (01 §2, 02 §2)', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue({ default: RemotePage });
  });
  afterEach(() => jest.restoreAllMocks());

  it('knows all five pages of the spec', () => {
    expect(REMOTE_PAGES.map((page) => page.segment)).toEqual([
      'editunterrichtsmodul',
      'previewunterrichtsmodul',
      'globalemodule',
      'pruefungen',
      'wettbewerbe',
    ]);
  });

  it.each(REMOTE_PAGES.map((page) => [page.segment, page.remote, page.exposed]))(
    '/%s/… loads %s/%s and hands it the rest of the path',
    async (segment, remote, exposed) => {
      serveSession(TEACHER);
      const { router } = renderApp(`/${segment}/7/user`);
      expect((await screen.findByTestId('remote-rest')).textContent).toBe('7/user');
      expect(load).toHaveBeenCalledWith(remote, exposed, { retry: false });
      expect(router.state.location.pathname).toBe(`/${segment}/7/user`);
    },
  );

  it('mounts the segment without a sub-path too (/globalemodule)', async () => {
    serveSession(TEACHER);
    renderApp('/globalemodule');
    expect((await screen.findByTestId('remote-rest')).textContent).toBe('');
    expect(load).toHaveBeenCalledWith('cards', 'GlobaleModule', { retry: false });
  });

  it('sends a main administrator to /admin without loading the remote', async () => {
    serveSession(MAIN_ADMIN);
    load.mockImplementation(async (remote) => {
      if (remote === 'admin') return { default: () => <p>Admin</p> };
      return { default: RemotePage };
    });
    const { router } = renderApp('/pruefungen/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(load).not.toHaveBeenCalledWith('exams', 'Pruefung', expect.anything());
  });

  it('sends a visitor without a session to /login', async () => {
    const goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    jest.spyOn(loginNavigation, 'currentPath').mockReturnValue('/wettbewerbe/4');
    fakeFetch((_method, path) =>
      path === '/hello'
        ? { status: 200, body: { ok: true } }
        : {
            status: 401,
            body: { statusCode: 401, error: 'fehler.nichtAngemeldet', message: 'Bitte melde dich an.' },
          },
    );
    renderApp('/wettbewerbe/4');
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the German message with a retry when the remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveSession(TEACHER);
    load.mockRejectedValueOnce(new Error('RUNTIME-003'));
    renderApp('/previewunterrichtsmodul/5');
    expect((await screen.findByTestId('remote-error-cards')).textContent).toContain(
      'Dieser Bereich ist gerade nicht erreichbar.',
    );
  });
});
