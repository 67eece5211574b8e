import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@lernstapel/contracts';
import { loadRemotePage } from '../federation/remote-loader';
import { fakeFetch, renderApp, TEACHER } from '../testing/render-app';
import { userAreaApi } from './testing/user-area-api';

jest.mock('../federation/remote-loader', () => ({ loadRemotePage: jest.fn() }));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;
const PUPIL: SessionUser = { ...TEACHER, id: 11, benutzername: 'anna', ist_schueler: true };
const BOTH: SessionUser = {
  ...TEACHER,
  kann_lehrpersonen_bearbeiten: true,
  kann_schuldaten_bearbeiten: true,
};

function RemotePage() {
  return <p>Seite aus dem Remote</p>;
}

async function menuLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation');
  return within(nav)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('the side menu of the user area per role (01 §2)', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue({ default: RemotePage });
  });

  it.each<[string, SessionUser, string[]]>([
    [
      'a teacher with both flags',
      BOTH,
      [
        'Dashboard',
        'Meine Flashcards',
        'Klasse / Gruppen',
        'Verwaltung',
        'Mein Konto',
        'Aufgaben',
        'Quiz-Wettbewerbe',
        'Hilfe',
        'Abmelden',
      ],
    ],
    [
      'a teacher with kann_lehrpersonen_bearbeiten',
      { ...TEACHER, kann_lehrpersonen_bearbeiten: true },
      [
        'Dashboard',
        'Meine Flashcards',
        'Klasse / Gruppen',
        'Lehrpersonen',
        'Mein Konto',
        'Aufgaben',
        'Quiz-Wettbewerbe',
        'Hilfe',
        'Abmelden',
      ],
    ],
    [
      'a teacher with kann_schuldaten_bearbeiten',
      { ...TEACHER, kann_schuldaten_bearbeiten: true },
      [
        'Dashboard',
        'Meine Flashcards',
        'Klasse / Gruppen',
        'Schule',
        'Mein Konto',
        'Aufgaben',
        'Quiz-Wettbewerbe',
        'Hilfe',
        'Abmelden',
      ],
    ],
    [
      'a teacher without flags',
      TEACHER,
      [
        'Dashboard',
        'Meine Flashcards',
        'Klasse / Gruppen',
        'Mein Konto',
        'Aufgaben',
        'Quiz-Wettbewerbe',
        'Hilfe',
        'Abmelden',
      ],
    ],
    [
      'an individual without a school: Schule, to order a licence for a school (01 §6)',
      { ...BOTH, schule_id: null },
      [
        'Dashboard',
        'Meine Flashcards',
        'Klasse / Gruppen',
        'Schule',
        'Mein Konto',
        'Aufgaben',
        'Quiz-Wettbewerbe',
        'Hilfe',
        'Abmelden',
      ],
    ],
    [
      'a pupil',
      PUPIL,
      ['Dashboard', 'Meine Flashcards', 'Mein Konto', 'Aufgaben', 'Quiz-Wettbewerbe', 'Hilfe', 'Abmelden'],
    ],
  ])('%s', async (_who, user, labels) => {
    fakeFetch(userAreaApi(user));
    renderApp('/user');
    expect(await menuLabels()).toEqual(labels);
  });

  it("'Verwaltung' mounts admin/Verwaltung and the address says so (issue 23: /user/{from})", async () => {
    fakeFetch(userAreaApi(BOTH));
    const { router } = renderApp('/user');
    const nav = await screen.findByRole('navigation');
    fireEvent.click(within(nav).getByRole('button', { name: 'Verwaltung' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('admin', 'Verwaltung', { retry: false }));
    expect(await screen.findByText('Seite aus dem Remote')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/lehrkraefte');
  });

  it('the back button goes back through the pages opened from the menu (issue 23)', async () => {
    fakeFetch(userAreaApi(TEACHER));
    const { router } = renderApp('/user');
    const nav = await screen.findByRole('navigation');
    fireEvent.click(within(nav).getByRole('button', { name: 'Mein Konto' }));
    expect(await screen.findByRole('heading', { name: 'Mein Konto', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/einstellungen');
    fireEvent.click(within(nav).getByRole('button', { name: 'Hilfe' }));
    expect(await screen.findByTestId('hilfe-themen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/hilfe');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Mein Konto', level: 1 })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user');
  });

  it('/user/lehrkraefte preselects the teachers page', async () => {
    fakeFetch(userAreaApi({ ...TEACHER, kann_schuldaten_bearbeiten: true }));
    renderApp('/user/lehrkraefte');
    await waitFor(() => expect(load).toHaveBeenCalledWith('admin', 'Verwaltung', { retry: false }));
  });

  it.each([
    ['a pupil', PUPIL],
    ['a teacher without flags', TEACHER],
  ])('%s at /user/lehrkraefte gets the dashboard', async (_who, user) => {
    fakeFetch(userAreaApi(user));
    renderApp('/user/lehrkraefte');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it("/user/einstellungen preselects 'Mein Konto'", async () => {
    fakeFetch(userAreaApi(TEACHER));
    renderApp('/user/einstellungen');
    expect(await screen.findByRole('heading', { name: 'Mein Konto', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('/user/hilfe preselects the help page, and the menu switches from there', async () => {
    fakeFetch(userAreaApi(PUPIL));
    renderApp('/user/hilfe');
    expect(await screen.findByTestId('hilfe-themen')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Mein Konto' }));
    expect(await screen.findByRole('heading', { name: 'Mein Konto', level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('hilfe-themen')).toBeNull();
  });
});
