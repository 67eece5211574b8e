import { screen, within } from '@testing-library/react';
import { fakeApi, menuEintraege, nth, oeffneMenu, renderPage, TEACHER } from '@lernstapel/testing';
import { teamStapel } from '../../testing/fixtures';
import { TeamStapel } from './TeamStapel';

function open(onAktion: jest.Mock = jest.fn()) {
  renderPage(<TeamStapel user={TEACHER} symbole={false} sortierung="titel" onAktion={onAktion} />);
}

describe('the \'Team-Ordner\' on "Meine Flashcards" (01 §3, §4 team editing)', () => {
  it('lists the team stacks of other owners by title with their owner, linking to the card list', async () => {
    const requested = fakeApi({
      '/unterrichtsmodule/gemeinsamestapel/2': {
        status: 200,
        body: {
          gemeinsameStapel: [
            teamStapel(7, 'Geschichte: Rom', 'Tom Weber'),
            teamStapel(5, 'Englisch: Unregelmässige Verben', 'Anna Müller'),
          ],
        },
      },
    });
    open();
    const table = await screen.findByTestId('team-stapel-table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(nth(rows, 0))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Titel',
      'Kategorie',
      'Thema',
      'Karten',
      'Datum',
      'Zu korrigieren',
      'Eigentümer/in',
      'Aktionen',
    ]);
    expect(
      within(nth(rows, 1))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 7),
    ).toEqual([
      'Englisch: Unregelmässige VerbenTeam',
      'Englisch',
      'Sprachen',
      '15',
      '04.03.2026',
      '',
      'Anna Müller',
    ]);
    expect(within(nth(rows, 2)).getByRole('link', { name: 'Geschichte: Rom' }).getAttribute('href')).toBe(
      '/editunterrichtsmodul/7/user',
    );
    expect(screen.getByRole('heading', { name: 'Team-Ordner', level: 2 })).toBeTruthy();
    expect(requested).toEqual(['/unterrichtsmodule/gemeinsamestapel/2']);
  });

  it('offers a team member only the cards: no properties, delete, share, team or publish (01 §4)', async () => {
    fakeApi({
      '/unterrichtsmodule/gemeinsamestapel/2': {
        status: 200,
        body: { gemeinsameStapel: [teamStapel(7, 'Geschichte: Rom', 'Tom Weber')] },
      },
    });
    open();
    const menu = await oeffneMenu('Aktionen für «Geschichte: Rom»');
    expect(menuEintraege(menu)).toEqual([
      'Karten aus Datei einlesen (.txt, .csv)',
      'Als CSV-Datei exportieren',
      'Anki-Paket importieren',
      'Als Anki-Paket exportieren',
    ]);
  });

  it('says so when the user edits no stacks of others', async () => {
    fakeApi({ '/unterrichtsmodule/gemeinsamestapel/2': { status: 200, body: { gemeinsameStapel: [] } } });
    open();
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Du bearbeitest keine Stapel anderer im Team.',
    );
  });
});
