import { screen } from '@testing-library/react';
import { fakeApi, renderPage, nth } from '@lernstapel/testing';
import { karte, stapelDetail } from '../../testing/fixtures';
import { StapelBearbeiten } from '../StapelBearbeiten';

function oeffnen(anzahl: number, from: string) {
  fakeApi({
    '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail() },
    '/unterrichtsmodulteile/5': {
      status: 200,
      body: Array.from({ length: anzahl }, (_, i) =>
        karte(i + 1, `<b>Frage ${i + 1}</b>`, `Antwort ${i + 1}`),
      ),
    },
  });
  return renderPage(<StapelBearbeiten />, {
    path: '/editunterrichtsmodul/*',
    url: `/editunterrichtsmodul/5/${from}/druck`,
  });
}

describe('print view of a stack (02 §2)', () => {
  it('shows author, title and card count; questions as text; buttons once up to 5 cards', async () => {
    oeffnen(5, 'user');
    expect(await screen.findByRole('heading', { name: 'Druckansicht: Englisch Unit 3' })).toBeTruthy();
    expect((await screen.findByTestId('druck-kopf')).textContent).toBe(
      'Autor/in: Lea Lehrerin · Anzahl Karten: 5',
    );
    expect(await screen.findByRole('cell', { name: 'Frage 1' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Drucken' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Als PDF drucken' }).getAttribute('href')).toBe(
      '/api/unterrichtsmodulteile/pdf/5?proSeite=8',
    );
    expect(screen.getByRole('link', { name: 'Leere Vorlage (PDF)' }).getAttribute('href')).toBe(
      '/utils/vorlage.pdf',
    );
    expect(screen.getByRole('link', { name: 'Karten bearbeiten' })).toBeTruthy();
  });

  it('repeats the buttons below more than 5 cards; from the mailbox one button is hidden', async () => {
    oeffnen(6, 'briefkasten');
    expect(await screen.findByRole('cell', { name: 'Frage 6' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Drucken' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Karten bearbeiten' })).toBeNull();
    expect(nth(screen.getAllByRole('link', { name: 'Schliessen' }), 0).getAttribute('href')).toBe(
      '/editunterrichtsmodul/5/briefkasten',
    );
  });
});
