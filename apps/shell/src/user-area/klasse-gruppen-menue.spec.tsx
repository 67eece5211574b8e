import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@lernstapel/contracts';
import { startedRequests } from '@lernstapel/testing';
import { loadRemotePage } from '../federation/remote-loader';
import { fakeFetch, renderApp, TEACHER } from '../testing/render-app';
import { userAreaApi } from './testing/user-area-api';

jest.mock('../federation/remote-loader', () => ({ loadRemotePage: jest.fn() }));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;
const PUPIL: SessionUser = { ...TEACHER, id: 11, benutzername: 'anna', ist_schueler: true };

function RemotePage() {
  return <p>Seite aus dem Remote</p>;
}

/** Logs in as `user` and records the activity reports the shell sends. */
function sessionAs(user: SessionUser): unknown[] {
  const reports: unknown[] = [];
  const api = userAreaApi(user);
  fakeFetch((method, path, body) => {
    if (method === 'POST' && path === '/benutzer/benutzerablenkungen') reports.push(body);
    return api(method, path, body);
  });
  return reports;
}

describe("'Klasse / Gruppen' in the user area (01 §2, §6)", () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue({ default: RemotePage });
  });
  afterEach(() => jest.useRealTimers());

  it("a teacher with a class sees 'Klasse / Gruppen', which mounts admin/KlasseGruppen", async () => {
    sessionAs(TEACHER);
    renderApp('/user');
    const nav = await screen.findByRole('navigation');
    fireEvent.click(within(nav).getByRole('button', { name: 'Klasse / Gruppen' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('admin', 'KlasseGruppen', { retry: false }));
    expect(await screen.findByText('Seite aus dem Remote')).toBeTruthy();
  });

  it('/user/fachgruppen preselects it', async () => {
    sessionAs(TEACHER);
    renderApp('/user/fachgruppen');
    await waitFor(() => expect(load).toHaveBeenCalledWith('admin', 'KlasseGruppen', { retry: false }));
  });

  it.each([
    ['a pupil', PUPIL],
    ['a teacher without a class', { ...TEACHER, klassen_code: null }],
  ])('%s does not see it, not even at /user/fachgruppen', async (_who, user) => {
    sessionAs(user);
    renderApp('/user/fachgruppen');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('button', { name: 'Meine Flashcards' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Klasse / Gruppen' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("a pupil's window reports blur and focus, at most once per kind per 5 s; a teacher's does not", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const reports = sessionAs(PUPIL);
    const { store } = renderApp('/user');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await act(async () => {
      window.dispatchEvent(new Event('blur'));
      // The store records the report the moment it starts (what the teacher's test relies on).
      expect(startedRequests(store)).toContain('benutzerablenkungenReport');
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
      await Promise.resolve();
    });
    await waitFor(() => expect(reports).toEqual([{ art: 'blur' }, { art: 'focus' }]));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    await act(async () => {
      window.dispatchEvent(new Event('blur'));
      await Promise.resolve();
    });
    await waitFor(() => expect(reports).toEqual([{ art: 'blur' }, { art: 'focus' }, { art: 'blur' }]));
  });

  it("a teacher's window reports nothing", async () => {
    const reports = sessionAs(TEACHER);
    const { store } = renderApp('/user');
    await screen.findByRole('heading', { name: 'Dashboard' });
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(startedRequests(store)).not.toContain('benutzerablenkungenReport');
    expect(reports).toEqual([]);
  });
});
