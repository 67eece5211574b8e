import { render, screen } from '@testing-library/react';
import { LernstapelProvider } from './LernstapelProvider';
import { LicenceNotice, licenceMissing } from './LicenceNotice';

const NOW = new Date(2026, 5, 15);

describe('LicenceNotice (01 §5, §8: lizenz_jahr must equal the current year)', () => {
  it.each([
    [2026, false],
    [2025, true],
    [2027, true],
    [null, true],
    [undefined, true],
  ])('licenceMissing(%p) is %p in 2026', (lizenzJahr, expected) => {
    expect(licenceMissing(lizenzJahr, NOW)).toBe(expected);
  });

  it('renders nothing for a licence of the current year', () => {
    render(
      <LernstapelProvider>
        <LicenceNotice lizenzJahr={2026} now={NOW} />
      </LernstapelProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('licence-notice')).toBeNull();
    expect(screen.queryByText(/Keine Schul-Lizenz/)).toBeNull();
  });

  it.each([2025, null])('shows the red notice with the current year for lizenz_jahr %p', (lizenzJahr) => {
    render(
      <LernstapelProvider>
        <LicenceNotice lizenzJahr={lizenzJahr} now={NOW} />
      </LernstapelProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Keine Schul-Lizenz für das Jahr 2026 für diese Funktion vorhanden...',
    );
    expect(alert.textContent).toContain('Die Lizenz kann unter «Schuldaten» bestellt werden.');
  });
});
