import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createAppStore, Provider, sessionApi, type AppStore } from '@lernstapel/api-client';
import { TEACHER } from '@lernstapel/testing';
import { LernstapelProvider } from '@lernstapel/ui';
import { RemoteSlot } from './RemoteSlot';
import { loadRemotePage } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemotePage: jest.fn() }));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

/** The portal's store with TEACHER signed in, as the shell has it before a remote's page loads. */
async function signedInStore(): Promise<AppStore> {
  const store = createAppStore();
  await store.dispatch(
    sessionApi.util.upsertQueryData('authSession', undefined, { userID: TEACHER.id, user: TEACHER }),
  );
  return store;
}

let store: AppStore;

function Portal({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <LernstapelProvider>{children}</LernstapelProvider>
    </Provider>
  );
}

function ExamsPage() {
  return <p>Prüfungsliste</p>;
}
function CardsPage() {
  return <p>Stapelliste</p>;
}

describe('RemoteSlot: a dead remote costs only its own area', () => {
  beforeEach(async () => {
    store = await signedInStore();
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the German message with a retry that really loads the remote again', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-003 Failed to get manifest'));
    load.mockResolvedValueOnce({ default: ExamsPage });
    render(
      <Portal>
        <RemoteSlot remote="exams" exposed="Pruefungen" />
      </Portal>,
    );

    const slot = await screen.findByTestId('remote-error-exams');
    expect(slot.textContent).toContain('Dieser Bereich ist gerade nicht erreichbar.');
    expect(load).toHaveBeenLastCalledWith('exams', 'Pruefungen', { retry: false });

    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Prüfungsliste')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('exams', 'Pruefungen', { retry: true });
    expect(screen.queryByTestId('remote-error-exams')).toBeNull();
  });

  it('keeps the other areas working', async () => {
    load.mockImplementation(async (remote) => {
      if (remote === 'exams') throw new Error('script error');
      return { default: CardsPage };
    });
    render(
      <Portal>
        <RemoteSlot remote="exams" exposed="Pruefungen" />
        <RemoteSlot remote="cards" exposed="MeineFlashcards" />
      </Portal>,
    );
    expect(await screen.findByText('Stapelliste')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('remote-error-exams')).toBeTruthy());
  });

  it('shows another remote in the same place after a failure (page switch)', async () => {
    load.mockImplementation(async (remote) => {
      if (remote === 'races') throw new Error('manifest 404');
      return { default: CardsPage };
    });
    const ui = (remote: 'races' | 'cards') => (
      <Portal>
        <RemoteSlot remote={remote} exposed={remote === 'races' ? 'Wettbewerbe' : 'MeineFlashcards'} />
      </Portal>
    );
    const { rerender } = render(ui('races'));
    await screen.findByTestId('remote-error-races');
    rerender(ui('cards'));
    expect(await screen.findByText('Stapelliste')).toBeTruthy();
    expect(screen.queryByText('Dieser Bereich ist gerade nicht erreichbar.')).toBeNull();
  });

  it('catches a remote page that throws while rendering', async () => {
    function BrokenPage(): never {
      throw new Error('render failure inside the remote');
    }
    load.mockResolvedValue({ default: BrokenPage });
    render(
      <Portal>
        <RemoteSlot remote="races" exposed="Wettbewerbe" />
      </Portal>,
    );
    expect((await screen.findByTestId('remote-error-races')).textContent).toContain(
      'Dieser Bereich ist gerade nicht erreichbar.',
    );
  });
});

describe('RemoteSlot: a page that names its first reads (issue 27)', () => {
  beforeEach(async () => {
    store = await signedInStore();
    load.mockReset();
  });

  it('asks for them with the signed-in user and renders the page once they are in', async () => {
    let gelesen: () => void = () => undefined;
    const ersteDaten = jest.fn(
      () =>
        new Promise<void>((fertig) => {
          gelesen = fertig;
        }),
    );
    load.mockResolvedValue({ default: CardsPage, ersteDaten });
    render(
      <Portal>
        <RemoteSlot remote="cards" exposed="MeineFlashcards" />
      </Portal>,
    );
    await waitFor(() =>
      expect(ersteDaten).toHaveBeenCalledWith({ dispatch: store.dispatch, benutzer: TEACHER }),
    );
    expect(screen.queryByText('Stapelliste')).toBeNull();

    await act(async () => gelesen());
    expect(await screen.findByText('Stapelliste')).toBeTruthy();
  });

  it('does not wait longer than a moment for reads that go to the network or fail', async () => {
    load.mockResolvedValue({ default: CardsPage, ersteDaten: () => new Promise<void>(() => undefined) });
    render(
      <Portal>
        <RemoteSlot remote="cards" exposed="MeineFlashcards" />
      </Portal>,
    );
    expect(await screen.findByText('Stapelliste')).toBeTruthy();

    load.mockResolvedValue({
      default: ExamsPage,
      ersteDaten: () => {
        throw new Error('a broken release');
      },
    });
    render(
      <Portal>
        <RemoteSlot remote="exams" exposed="Pruefungen" />
      </Portal>,
    );
    expect(await screen.findByText('Prüfungsliste')).toBeTruthy();
  });
});
