import { screen, within } from '@testing-library/react';
import { fakeApi, renderPage } from '@lernstapel/testing';
import { teamStapel } from '../../testing/fixtures';
import { TeamStapel } from './TeamStapel';

describe('the team stacks on "Meine Flashcards" (01 §4 team editing)', () => {
  it('lists the team stacks of other owners with owner and cards, linking to the preview', async () => {
    const requested = fakeApi({
      '/unterrichtsmodule/gemeinsamestapel/2': {
        status: 200,
        body: {
          gemeinsameStapel: [
            teamStapel(5, 'Englisch: Unregelmässige Verben', 'Anna Müller'),
            teamStapel(7, 'Geschichte: Rom', 'Tom Weber'),
          ],
        },
      },
    });
    renderPage(<TeamStapel userId={2} />);
    const table = await screen.findByTestId('team-stapel-table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Titel', 'Eigentümer/in', 'Karten']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Englisch: Unregelmässige Verben', 'Anna Müller', '15']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Geschichte: Rom', 'Tom Weber', '21']);
    expect(within(rows[2]).getByRole('link', { name: 'Geschichte: Rom' }).getAttribute('href')).toBe(
      '/previewunterrichtsmodul/7',
    );
    expect(screen.getByRole('heading', { name: 'Team-Stapel', level: 2 })).toBeTruthy();
    expect(requested).toEqual(['/unterrichtsmodule/gemeinsamestapel/2']);
  });

  it('says so when the user edits no stacks of others', async () => {
    fakeApi({ '/unterrichtsmodule/gemeinsamestapel/2': { status: 200, body: { gemeinsameStapel: [] } } });
    renderPage(<TeamStapel userId={2} />);
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Du bearbeitest keine Stapel anderer im Team.',
    );
  });
});
