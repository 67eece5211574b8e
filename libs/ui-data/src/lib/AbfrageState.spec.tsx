import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LernstapelProvider } from '@lernstapel/ui';
import { AbfrageFehler, AbfrageState, einerFehlgeschlagen, type Abfrage } from './AbfrageState';

function renderInProvider(ui: ReactElement) {
  return render(<LernstapelProvider>{ui}</LernstapelProvider>);
}

const fehler = (message: string) => ({
  status: 500,
  data: { statusCode: 500, error: 'fehler.server', message },
});

function abfrage(werte: Omit<Abfrage, 'refetch'> = {}): Abfrage & { refetch: jest.Mock } {
  return { ...werte, refetch: jest.fn() };
}

describe('AbfrageState: DataState for the API client’s queries', () => {
  it('waits until each query has answered', () => {
    renderInProvider(
      <AbfrageState abfragen={[abfrage({ data: [] }), abfrage()]} empty={false} emptyMessage="Leer">
        Inhalt
      </AbfrageState>,
    );
    expect(screen.queryByText('Inhalt')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows the first failed query’s message and retries that query', () => {
    const geladen = abfrage({ data: [] });
    const kaputt = abfrage({ error: fehler('Die Klasse fehlt.') });
    renderInProvider(
      <AbfrageState abfragen={[geladen, kaputt]} empty={false} emptyMessage="Leer">
        Inhalt
      </AbfrageState>,
    );
    expect(screen.getByText('Die Klasse fehlt.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(kaputt.refetch).toHaveBeenCalledTimes(1);
    expect(geladen.refetch).not.toHaveBeenCalled();
  });

  it.each([
    [true, 'Leer'],
    [false, 'Inhalt'],
  ])('empty %p shows %p', (empty, text) => {
    renderInProvider(
      <AbfrageState abfragen={[abfrage({ data: [] })]} empty={empty} emptyMessage="Leer">
        Inhalt
      </AbfrageState>,
    );
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('AbfrageFehler: a part that shows only its data', () => {
  it('shows nothing while no query failed, else the first failed one’s message', () => {
    const ok = [abfrage({ data: 1 })];
    const { unmount } = renderInProvider(<AbfrageFehler abfragen={ok} />);
    expect(einerFehlgeschlagen(ok)).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const kaputt = [
      abfrage({ data: 1 }),
      abfrage({ error: fehler('Erst dies.') }),
      abfrage({ error: fehler('Dann das.') }),
    ];
    expect(einerFehlgeschlagen(kaputt)).toBe(true);
    renderInProvider(<AbfrageFehler abfragen={kaputt} />);
    expect(screen.getByText('Erst dies.')).toBeTruthy();
    expect(screen.queryByText('Dann das.')).toBeNull();
  });
});
