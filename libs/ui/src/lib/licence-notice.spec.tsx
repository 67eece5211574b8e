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
    expect(alert.textContent).toContain('Ohne Lizenz kannst du Stapel und Karten erstellen');
    expect(alert.textContent).toContain(
      'Die Schul-Lizenz schaltet frei: Stapel mit Schülerinnen und Schülern teilen',
    );
  });

  const LEHRPERSON = {
    ist_schueler: false,
    ist_main_admin: false,
    schule_id: 1,
    kann_lehrpersonen_bearbeiten: false,
    kann_schuldaten_bearbeiten: false,
  };
  it.each([
    [
      'the school administrator orders it on their page',
      { ...LEHRPERSON, kann_lehrpersonen_bearbeiten: true, kann_schuldaten_bearbeiten: true },
      'Nächster Schritt: Bestelle die Schul-Lizenz im Menü unter «Verwaltung».',
    ],
    [
      'an individual person orders it for their school',
      { ...LEHRPERSON, schule_id: null },
      'Nächster Schritt: Bestelle die Schul-Lizenz im Menü unter «Schule».',
    ],
    [
      'another teacher asks the school administration',
      LEHRPERSON,
      'Nächster Schritt: Die Schul-Lizenz bestellt die Schuladministration deiner Schule.',
    ],
    ['a pupil is told the teacher sees to it', { ...LEHRPERSON, ist_schueler: true }, 'Deine Lehrperson'],
  ])('names the next step of the user (issue 23): %s', (_fall, user, text) => {
    render(
      <LernstapelProvider>
        <LicenceNotice lizenzJahr={null} user={user} now={NOW} />
      </LernstapelProvider>,
    );
    const schritt = screen.getByTestId('licence-next-step').textContent ?? '';
    expect(schritt).toContain(text);
    if (user.kann_schuldaten_bearbeiten || user.schule_id === null) {
      expect(schritt).not.toContain('Schuladministration');
    }
  });
});
