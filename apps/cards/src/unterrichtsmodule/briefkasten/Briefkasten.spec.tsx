import { screen, within } from '@testing-library/react';
import { fakeApi, renderPage } from '@lernstapel/testing';
import { geteilterStapel } from '../../testing/fixtures';
import { Briefkasten } from './Briefkasten';

function openBriefkasten(eintraege: ReturnType<typeof geteilterStapel>[]) {
  const requested = fakeApi({
    '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2': {
      status: 200,
      body: { allegeteilteFuerBenutzer: eintraege },
    },
  });
  renderPage(<Briefkasten userId={2} />);
  return requested;
}

describe('the mailbox (Briefkasten) on "Meine Flashcards"', () => {
  it('lists a share as an assignment with its text and German due date, linking to the briefkasten preview', async () => {
    const requested = openBriefkasten([
      geteilterStapel(1, 'Englisch: Unregelmässige Verben', {
        unterrichtsmodule_id: 44,
        ist_aufgabe: true,
        aufgabe: 'Lerne die unregelmässigen Verben bis Freitag.',
        aufgabe_abgabe_bis: '2026-03-06',
        geteilt_am: '2026-03-02T07:30:00.000Z',
      }),
      geteilterStapel(2, 'Biologie: Zellen', { eigentuemer: 'Tom Weber', geteilt_am: '2026-02-27' }),
    ]);
    const table = await screen.findByTestId('briefkasten-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Titel', 'Von', 'Aufgabe', 'Karten', 'Geteilt am']);
    const [aufgabe, geteilt] = within(table).getAllByRole('row').slice(1);
    const cells = within(aufgabe).getAllByRole('cell');
    expect(
      within(cells[0]).getByRole('link', { name: 'Englisch: Unregelmässige Verben' }).getAttribute('href'),
    ).toBe('/previewunterrichtsmodul/44/briefkasten');
    expect(cells[1].textContent).toBe('Anna Müller');
    expect(within(cells[2]).getByText('Lerne die unregelmässigen Verben bis Freitag.')).toBeTruthy();
    expect(within(cells[2]).getByText('Abgabe bis 06.03.2026')).toBeTruthy();
    expect(cells[3].textContent).toBe('8');
    expect(cells[4].textContent).toBe('02.03.2026');

    const plain = within(geteilt).getAllByRole('cell');
    expect(plain.map((cell) => cell.textContent)).toEqual([
      'Biologie: Zellen',
      'Tom Weber',
      '',
      '8',
      '27.02.2026',
    ]);
    expect(within(geteilt).getByRole('link').getAttribute('href')).toBe(
      '/previewunterrichtsmodul/42/briefkasten',
    );
    expect(requested).toEqual(['/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2']);
  });

  it('an assignment without a due date shows only its text', async () => {
    openBriefkasten([geteilterStapel(1, 'Chemie', { ist_aufgabe: true, aufgabe: 'Bitte lernen.' })]);
    const row = within(await screen.findByTestId('briefkasten-table')).getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell')[2].textContent).toBe('Bitte lernen.');
  });

  it('says the mailbox is empty, and offers no actions', async () => {
    openBriefkasten([]);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Dein Briefkasten ist leer.');
    expect(screen.getByRole('heading', { name: 'Briefkasten', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
