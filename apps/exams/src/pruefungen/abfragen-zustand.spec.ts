import { abfragenZustand } from './abfragen-zustand';

const geladen = () => ({ data: [], refetch: jest.fn() });
const offen = () => ({ refetch: jest.fn() });
const fehler = (message: string) => ({
  error: { status: 403, data: { statusCode: 403, error: 'Forbidden', message } },
  refetch: jest.fn(),
});

describe('abfragenZustand', () => {
  it('loads until every query has its data', () => {
    expect(abfragenZustand(geladen(), offen()).loading).toBe(true);
    expect(abfragenZustand(geladen(), geladen())).toMatchObject({ loading: false, errorMessage: null });
  });

  it('tells the first error and retries that query only', () => {
    const erste = fehler('Keine Berechtigung.');
    const zweite = fehler('Nicht gefunden.');
    const zustand = abfragenZustand(geladen(), erste, zweite);
    expect(zustand.errorMessage).toBe('Keine Berechtigung.');
    zustand.onRetry();
    expect(erste.refetch).toHaveBeenCalledTimes(1);
    expect(zweite.refetch).not.toHaveBeenCalled();
  });
});
