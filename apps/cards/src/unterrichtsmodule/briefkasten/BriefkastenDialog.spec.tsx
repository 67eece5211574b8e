import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fakeApiCalls, renderPage, type ApiRoutes, nth } from '@lernstapel/testing';
import { geteilterStapel } from '../../testing/fixtures';
import { BriefkastenDialog } from './BriefkastenDialog';

const BRIEFKASTEN = '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2';

function openBriefkasten(eintraege: ReturnType<typeof geteilterStapel>[]) {
  const requested = fakeApi({
    [BRIEFKASTEN]: { status: 200, body: { allegeteilteFuerBenutzer: eintraege } },
  });
  renderPage(<BriefkastenDialog userId={2} onClose={() => undefined} />);
  return requested;
}

describe('the mailbox dialog (Briefkasten) of "Meine Flashcards" (01 §2)', () => {
  it('lists a share as an assignment with its text and German due date, opening it read-only', async () => {
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
    ).toEqual(['Titel', 'Von', 'Aufgabe', 'Karten', 'Geteilt am', 'Aktionen']);
    const zeilen = within(table).getAllByRole('row');
    const aufgabe = nth(zeilen, 1);
    const geteilt = nth(zeilen, 2);
    const cells = within(aufgabe).getAllByRole('cell');
    expect(
      within(nth(cells, 0))
        .getByRole('link', { name: 'Englisch: Unregelmässige Verben' })
        .getAttribute('href'),
    ).toBe('/editunterrichtsmodul/44/briefkasten');
    expect(nth(cells, 1).textContent).toBe('Anna Müller');
    expect(within(nth(cells, 2)).getByText('Lerne die unregelmässigen Verben bis Freitag.')).toBeTruthy();
    expect(within(nth(cells, 2)).getByText('Abgabe bis 06.03.2026')).toBeTruthy();
    expect(nth(cells, 3).textContent).toBe('8');
    expect(nth(cells, 4).textContent).toBe('02.03.2026');

    const plain = within(geteilt).getAllByRole('cell');
    expect(plain.map((cell) => cell.textContent)).toEqual([
      'Biologie: Zellen',
      'Tom Weber',
      '',
      '8',
      '27.02.2026',
      'In eigene Stapel kopierenAus dem Briefkasten entfernen',
    ]);
    expect(within(geteilt).getByRole('link').getAttribute('href')).toBe(
      '/editunterrichtsmodul/42/briefkasten',
    );
    expect(requested).toEqual(['/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2']);
  });

  it('an assignment without a due date shows only its text', async () => {
    openBriefkasten([geteilterStapel(1, 'Chemie', { ist_aufgabe: true, aufgabe: 'Bitte lernen.' })]);
    const row = nth(within(await screen.findByTestId('briefkasten-table')).getAllByRole('row'), 1);
    expect(nth(within(row).getAllByRole('cell'), 2).textContent).toBe('Bitte lernen.');
  });

  it('says the mailbox is empty, and offers no actions', async () => {
    openBriefkasten([]);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Dein Briefkasten ist leer.');
    const dialog = screen.getByRole('dialog', { name: 'Briefkasten' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Schliessen']);
  });

  it('copies an entry into the own stacks with the message naming it, and removes another', async () => {
    const routes: ApiRoutes = {
      [`GET ${BRIEFKASTEN}`]: {
        status: 200,
        body: { allegeteilteFuerBenutzer: [geteilterStapel(1, 'Chemie'), geteilterStapel(2, 'Physik')] },
      },
      'POST /unterrichtsmodule/kopieren': {
        status: 200,
        body: { message: 'Der Stapel «Chemie» wurde in deine Flashcards kopiert.', unterrichtsmodul: {} },
      },
      'POST /unterrichtsmodule/briefkasten/entfernen': {
        status: 200,
        body: { allegeteilteFuerBenutzer: [geteilterStapel(1, 'Chemie')] },
      },
    };
    const calls = fakeApiCalls(routes);
    renderPage(<BriefkastenDialog userId={2} onClose={() => undefined} />);
    const chemie = nth(within(await screen.findByTestId('briefkasten-table')).getAllByRole('row'), 1);
    fireEvent.click(within(chemie).getByRole('button', { name: 'In eigene Stapel kopieren' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Der Stapel «Chemie» wurde in deine Flashcards kopiert.',
    );
    expect(calls.find((call) => call.path === '/unterrichtsmodule/kopieren')?.body).toEqual({
      ist_kopie_von_umodul_id: 41,
    });

    routes[`GET ${BRIEFKASTEN}`] = {
      status: 200,
      body: { allegeteilteFuerBenutzer: [geteilterStapel(1, 'Chemie')] },
    };
    const physik = nth(within(screen.getByTestId('briefkasten-table')).getAllByRole('row'), 2);
    fireEvent.click(within(physik).getByRole('button', { name: 'Aus dem Briefkasten entfernen' }));
    await waitFor(() => expect(screen.queryByText('Physik')).toBeNull());
    expect(calls.find((call) => call.path === '/unterrichtsmodule/briefkasten/entfernen')?.body).toEqual({
      id: 2,
    });
  });
});
