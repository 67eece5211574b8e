import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderPage, nth } from '@lernstapel/testing';
import { AdminArea } from '../admin-area/AdminArea';
import { mail } from '../testing/fixtures';

const REGISTRIERUNG = mail();
const VERSCHICKT = mail({
  id: 2,
  empfaenger: 'lea@demo.example',
  betreff: 'Dein Anmeldecode',
  text: 'Hallo Lea, dein Anmeldecode lautet: LEA7KQ2M9P',
  erstellt_am: '2026-11-21T18:30:00',
  gesendet_am: '2026-11-21T18:31:00',
});

async function openOutbox(): Promise<void> {
  fireEvent.click(await screen.findByRole('tab', { name: 'Postausgang' }));
}

describe('local outbox (issue 3, DEVIATIONS 8)', () => {
  it('lists date, recipient and subject; the text opens on request', async () => {
    fakeApi({
      '/schulen': { status: 200, body: [] },
      '/mails': { status: 200, body: [REGISTRIERUNG, VERSCHICKT] },
    });
    renderPage(<AdminArea />);
    await openOutbox();
    const rows = within(await screen.findByTestId('postausgang-table')).getAllByRole('row');
    expect(
      within(nth(rows, 1))
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual([
      '22.11.2026 09:05',
      'neu@schule.example',
      'Deine Registrierung bei Lernstapel',
      'nur im Postausgang',
    ]);
    expect(within(nth(rows, 2)).getAllByRole('cell')[3]?.textContent).toBe('21.11.2026 18:31');
    expect(screen.queryByText(/K7P2QX9MWA/)).toBeNull();

    const toggle = within(nth(rows, 1)).getByRole('button', { name: 'Text anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByTestId('mail-text').textContent).toBe('Dein Anmeldecode lautet: K7P2QX9MWA');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Text verbergen');

    fireEvent.click(toggle);
    expect(screen.queryByTestId('mail-text')).toBeNull();
  });

  it('says when the outbox is empty', async () => {
    fakeApi({ '/schulen': { status: 200, body: [] }, '/mails': { status: 200, body: [] } });
    renderPage(<AdminArea />);
    await openOutbox();
    expect(await screen.findByText('Der Postausgang ist leer.')).toBeTruthy();
    expect(screen.queryByTestId('postausgang-table')).toBeNull();
  });
});
