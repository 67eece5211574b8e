import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginNavigation } from '@lernstapel/api-client';
import { loadRemotePage } from '../federation/remote-loader';
import { fakeFetch, MAIN_ADMIN, renderApp } from '../testing/render-app';

jest.mock('../federation/remote-loader', () => ({ loadRemotePage: jest.fn() }));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

function RemotePage() {
  return <p>Verwaltung aus dem Remote</p>;
}

describe('main administrator area (01 §2)', () => {
  let deleted = false;
  beforeEach(() => {
    deleted = false;
    load.mockReset();
    load.mockResolvedValue({ default: RemotePage });
    fakeFetch((method, path) => {
      if (path === '/hello') return { status: 200, body: { ok: true } };
      if (method === 'DELETE' && path === '/session') {
        deleted = true;
        return { status: 204 };
      }
      return { status: 200, body: { userID: MAIN_ADMIN.id, user: MAIN_ADMIN } };
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the admin remote's page beside a side panel whose 'Abmelden' ends the session", async () => {
    const goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    renderApp('/admin');
    expect(await screen.findByText('Verwaltung aus dem Remote')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('admin', 'AdminArea', { retry: false });
    const nav = await screen.findByRole('navigation');
    fireEvent.click(within(nav).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(deleted).toBe(true);
  });
});
