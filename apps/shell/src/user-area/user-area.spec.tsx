import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loginNavigation } from '@lernstapel/api-client';
import { loadRemotePage } from '../federation/remote-loader';
import { fakeFetch, renderApp, TEACHER } from '../testing/render-app';
import { userAreaApi } from './testing/user-area-api';
import { userPageFrom } from './user-pages';

jest.mock('../federation/remote-loader', () => ({ loadRemotePage: jest.fn() }));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

function RemotePage() {
  return <p>Seite aus dem Remote</p>;
}

describe('user area (01 §2)', () => {
  let deleted = false;
  beforeEach(() => {
    deleted = false;
    load.mockReset();
    load.mockResolvedValue({ default: RemotePage });
    const api = userAreaApi(TEACHER);
    fakeFetch((method, path, body) => {
      if (method === 'DELETE' && path === '/session') deleted = true;
      return api(method, path, body);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [undefined, 'dashboard'],
    ['flashcards', 'flashcards'],
    ['briefkasten', 'flashcards'],
    ['pruefungen', 'aufgaben'],
    ['korrigieren', 'aufgaben'],
    ['monitoring', 'aufgaben'],
    ['wettbewerbe', 'wettbewerbe'],
    ['lehrkraefte', 'lehrkraefte'],
    ['einstellungen', 'einstellungen'],
    ['hilfe', 'hilfe'],
    ['unbekannt', 'dashboard'],
  ])('/user/%s preselects %s', (from, page) => {
    expect(userPageFrom(from)).toBe(page);
  });

  it('switches pages from the side menu and names each in the address (issue 23), so a reload keeps it', async () => {
    const { router } = renderApp('/user/briefkasten');
    await waitFor(() => expect(load).toHaveBeenCalledWith('cards', 'MeineFlashcards', { retry: false }));
    const nav = await screen.findByRole('navigation');
    fireEvent.click(within(nav).getByRole('button', { name: 'Aufgaben' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith('exams', 'Pruefungen', { retry: false }));
    expect(screen.getByRole('heading', { name: 'Aufgaben', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/aufgaben');
    fireEvent.click(within(nav).getByRole('button', { name: 'Quiz-Wettbewerbe' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith('races', 'Wettbewerbe', { retry: false }));
    expect(router.state.location.pathname).toBe('/user/wettbewerbe');
    fireEvent.click(within(nav).getByRole('button', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user');
  });

  it('/user/kopieren/{id}/flashcards opens the flashcards page, which carries out the action (02 §2)', async () => {
    const { router } = renderApp('/user/kopieren/5/flashcards');
    await waitFor(() => expect(load).toHaveBeenCalledWith('cards', 'MeineFlashcards', { retry: false }));
    expect(await screen.findByText('Seite aus dem Remote')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/kopieren/5/flashcards');
  });

  it('opens a page from its dashboard tile', async () => {
    renderApp('/user');
    fireEvent.click(await screen.findByRole('button', { name: 'Meine Flashcards öffnen' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('cards', 'MeineFlashcards', { retry: false }));
    expect(await screen.findByText('Seite aus dem Remote')).toBeTruthy();
  });

  it("'Abmelden' ends the session and goes to /login", async () => {
    const goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    renderApp('/user');
    const nav = await screen.findByRole('navigation');
    fireEvent.click(within(nav).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(deleted).toBe(true);
  });

  it("'Abmelden' after a sign-in with the school account ends the session, then goes through the provider's logout (issue 28)", async () => {
    const adresse = 'https://anmeldung.example/session/end?id_token_hint=x&client_id=y';
    const api = userAreaApi(TEACHER, { anbieterAbmeldung: adresse });
    const calls: string[] = [];
    fakeFetch((method, path, body) => {
      if (path === '/session' && method === 'DELETE') calls.push('DELETE /session');
      if (path === '/schulkonto/abmelden') calls.push('POST /schulkonto/abmelden');
      return api(method, path, body);
    });
    const goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    const goToProvider = jest
      .spyOn(loginNavigation, 'goToProviderLogout')
      .mockImplementation(() => undefined);
    renderApp('/user');
    const nav = await screen.findByRole('navigation');
    fireEvent.click(within(nav).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(adresse));
    expect(calls).toEqual(['POST /schulkonto/abmelden', 'DELETE /session']);
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
