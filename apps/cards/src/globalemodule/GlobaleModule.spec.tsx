import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GlobaleModuleResponse } from '@lernstapel/contracts';
import { fakeApi, fakeApiCalls, renderPage, SESSION } from '@lernstapel/testing';
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
      [
        '1',
        'Irregular verbs',
        '202',
        '24.12.2025',
        'Autor 101',
        'Bemerkung 101',
        'Karten ansehenStapel kopieren',
      ],
      ['2', 'Animals', '204', '24.12.2025', 'Autor 102', 'Bemerkung 102', 'Karten ansehenStapel kopieren'],
    ]);
    expect(
      screen.getAllByRole('link', { name: 'Karten ansehen' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/editunterrichtsmodul/101/globalemodule', '/editunterrichtsmodul/102/globalemodule']);
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/user/flashcards');
    expect([...requested].sort()).toEqual(['/benutzereinstellungen', '/unterrichtsmodule/globalemodule']);
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
      ['1', 'Dreiecke', '402', '24.12.2025', 'Autor 201', 'Bemerkung 201', 'Karten ansehenStapel kopieren'],
    ]);
  });

  it('reopens the topic and category chosen last time, and remembers a new choice (02 §2)', async () => {
    const calls = fakeApiCalls({
      '/unterrichtsmodule/globalemodule': { status: 200, body: LIBRARY },
      'GET /benutzereinstellungen': {
        status: 200,
        body: [
          { tag: 'lastGlobaleModuleThema', boolvalue: null, intvalue: 1, textvalue: null, strvalue: null },
          {
            tag: 'lastGlobaleModuleKategorie',
            boolvalue: null,
            intvalue: 11,
            textvalue: null,
            strvalue: null,
          },
        ],
      },
      'POST /benutzereinstellungen': { status: 200, body: [] },
    });
    open();
    expect(await screen.findByRole('tab', { name: 'Französisch', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Mathematik' }));
    expect(await screen.findByRole('tab', { name: 'Geometrie', selected: true })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { tag: 'lastGlobaleModuleThema', boolvalue: null, intvalue: 2, textvalue: null, strvalue: null },
      ]),
    );
  });

  it('copies a stack after a confirmation and names the copied title (02 §5, §8)', async () => {
    const calls = fakeApiCalls({
      '/session': SESSION,
      '/unterrichtsmodule/globalemodule': { status: 200, body: LIBRARY },
      'POST /unterrichtsmodule/kopieren': {
        status: 200,
        body: { message: 'Der Stapel «Animals» wurde in deine Flashcards kopiert.', unterrichtsmodul: {} },
      },
    });
    open();
    const row = (await screen.findAllByRole('row')).find((zeile) => zeile.textContent?.includes('Animals'));
    const kopieren = within(row as HTMLElement).getByRole('button', { name: 'Stapel kopieren' });
    kopieren.focus(); // as a click does in the browser
    fireEvent.click(kopieren);
    const dialog = await screen.findByRole('dialog', { name: 'Stapel kopieren' });
    expect(
      within(dialog).getByText('Soll der Stapel «Animals» in deine Flashcards kopiert werden?'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopieren' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Der Stapel «Animals» wurde in deine Flashcards kopiert.',
    );
    expect(calls.find((call) => call.path === '/unterrichtsmodule/kopieren')?.body).toEqual({
      ist_kopie_von_umodul_id: 102,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(kopieren));
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
