import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LernstapelProvider } from '@lernstapel/ui';
import { RemoteSlot } from './RemoteSlot';
import { loadRemotePage } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemotePage: jest.fn() }));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

function ExamsPage() {
  return <p>Prüfungsliste</p>;
}
function CardsPage() {
  return <p>Stapelliste</p>;
}

describe('RemoteSlot: a dead remote costs only its own area', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the German message with a retry that really loads the remote again', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-003 Failed to get manifest'));
    load.mockResolvedValueOnce({ default: ExamsPage });
    render(
      <LernstapelProvider>
        <RemoteSlot remote="exams" exposed="Pruefungen" />
      </LernstapelProvider>,
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
      <LernstapelProvider>
        <RemoteSlot remote="exams" exposed="Pruefungen" />
        <RemoteSlot remote="cards" exposed="MeineFlashcards" />
      </LernstapelProvider>,
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
      <LernstapelProvider>
        <RemoteSlot remote={remote} exposed={remote === 'races' ? 'Wettbewerbe' : 'MeineFlashcards'} />
      </LernstapelProvider>
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
      <LernstapelProvider>
        <RemoteSlot remote="races" exposed="Wettbewerbe" />
      </LernstapelProvider>,
    );
    expect((await screen.findByTestId('remote-error-races')).textContent).toContain(
      'Dieser Bereich ist gerade nicht erreichbar.',
    );
  });
});
