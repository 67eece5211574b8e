import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GlobaleModuleResponse } from '@lernstapel/contracts';
import { fakeApi, renderPage } from '@lernstapel/testing';
import { FORBIDDEN, globalerStapel } from '../testing/fixtures';
import { globaleModuleNachThema } from './globale-module-nach-thema';
import { GlobaleModule } from './GlobaleModule';

const LIBRARY: GlobaleModuleResponse = {
  flashcardsthemen: [
    { id: 1, bezeichnung: 'Sprachen' },
    { id: 2, bezeichnung: 'Mathematik' },
  ],
  flashcardsthemenukategorien: [
    { id: 10, kategorie: 'Englisch', flashcards_themen_id: 1 },
    { id: 11, kategorie: 'Französisch', flashcards_themen_id: 1 },
    { id: 20, kategorie: 'Geometrie', flashcards_themen_id: 2 },
  ],
  globalemodule: [
    globalerStapel(101, 'Irregular verbs', 10),
    globalerStapel(102, 'Animals', 10),
    globalerStapel(201, 'Dreiecke', 20),
    globalerStapel(301, 'Ohne Kategorie', 99),
  ],
};

function open(url = '/globalemodule') {
  return renderPage(<GlobaleModule />, { path: '/globalemodule/*', url });
}

const tableRows = () =>
  within(screen.getByTestId('globale-stapel-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('global stack library (cards remote, 02 §2)', () => {
  it('groups the stacks by topic and category in the API order', () => {
    const themen = globaleModuleNachThema(LIBRARY);
    expect(
      themen.map(({ thema, kategorien }) => [
        thema.bezeichnung,
        kategorien.map(({ kategorie, stapel }) => [kategorie.kategorie, stapel.map((item) => item.id)]),
      ]),
    ).toEqual([
      [
        'Sprachen',
        [
          ['Englisch', [101, 102]],
          ['Französisch', []],
        ],
      ],
      ['Mathematik', [['Geometrie', [201]]]],
    ]);
  });

  it('opens the first topic and category, with the table of 02 §2 and links to the card list', async () => {
    const requested = fakeApi({ '/unterrichtsmodule/globalemodule': { status: 200, body: LIBRARY } });
    open();
    expect(await screen.findByRole('tab', { name: 'Sprachen', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Englisch', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Globale Stapel' })).toBeTruthy();
    expect(tableRows()).toEqual([
      ['1', 'Irregular verbs', '202', '24.12.2025', 'Autor 101', 'Bemerkung 101', 'Karten ansehen'],
      ['2', 'Animals', '204', '24.12.2025', 'Autor 102', 'Bemerkung 102', 'Karten ansehen'],
    ]);
    expect(
      screen.getAllByRole('link', { name: 'Karten ansehen' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/editunterrichtsmodul/101/globalemodule', '/editunterrichtsmodul/102/globalemodule']);
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/user/flashcards');
    expect(requested).toEqual(['/unterrichtsmodule/globalemodule']);
  });

  it('switches topics and categories with the tabs', async () => {
    fakeApi({ '/unterrichtsmodule/globalemodule': { status: 200, body: LIBRARY } });
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Französisch' }));
    expect(screen.getByTestId('empty-state').textContent).toBe(
      'In dieser Kategorie gibt es noch keine Stapel.',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Mathematik' }));
    expect(screen.getByRole('tab', { name: 'Geometrie', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Englisch' })).toBeNull();
    expect(tableRows()).toEqual([
      ['1', 'Dreiecke', '402', '24.12.2025', 'Autor 201', 'Bemerkung 201', 'Karten ansehen'],
    ]);
  });

  it('shows the empty state when nothing is published', async () => {
    fakeApi({
      '/unterrichtsmodule/globalemodule': {
        status: 200,
        body: { flashcardsthemen: [], flashcardsthemenukategorien: [], globalemodule: [] },
      },
    });
    open();
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Es gibt noch keine globalen Stapel.',
    );
  });

  it("shows the API's message with a retry", async () => {
    fakeApi({ '/unterrichtsmodule/globalemodule': FORBIDDEN });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
    fakeApi({ '/unterrichtsmodule/globalemodule': { status: 200, body: LIBRARY } });
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('globale-stapel-table')).toBeTruthy();
  });

  it('goes to /user for a sub-path', async () => {
    fakeApi({});
    const { router } = open('/globalemodule/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });
});
