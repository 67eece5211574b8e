import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fakeApiCalls, nth, renderPage, waehleOption } from '@lernstapel/testing';
import { FORBIDDEN, geteilterStapel, stapelListItem, teamStapel } from '../testing/fixtures';
import { flashcardsApi } from '../testing/flashcards-api';
import { MeineFlashcards } from './MeineFlashcards';

const region = (name: string) => screen.getByRole('region', { name });
const findRegion = (name: string) => screen.findByRole('region', { name });
const OWN = '/unterrichtsmodule/2';

function open(url = '/user/flashcards') {
  return renderPage(<MeineFlashcards />, { path: '/user/:from', url });
}

const titelDerZeilen = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => nth(within(row).getAllByRole('link'), 0).textContent);

describe("'Meine Flashcards' (cards remote, 01 §2)", () => {
  it('says how to begin when there is nothing, asking for the own lists', async () => {
    const requested = fakeApi(flashcardsApi());
    open();
    expect((await within(await findRegion('Eigene Stapel')).findByTestId('empty-state')).textContent).toBe(
      'Du hast noch keine Stapel. Lege mit «Stapel +» deinen ersten Stapel an.',
    );
    expect((await within(region('Team-Ordner')).findByTestId('empty-state')).textContent).toBe(
      'Du bearbeitest keine Stapel anderer im Team.',
    );
    expect(screen.getByRole('button', { name: 'Stapel +' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Meine Flashcards', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('build-id-cards').textContent).toMatch(/^Build /);
    await waitFor(() =>
      expect([...new Set(requested)].sort()).toEqual([
        '/benutzereinstellungen',
        '/benutzerordner/2',
        '/session',
        OWN,
        '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2',
        '/unterrichtsmodule/gemeinsamestapel/2',
        '/unterrichtsmodulteile/quiz/faellig',
      ]),
    );
  });

  it("shows 'n Karten fällig' on the own stacks in 'Intelligente Wiederholung' (issue 11), in both views", async () => {
    const routes = (lernmodus: 'faecher' | 'intelligent') =>
      flashcardsApi({
        [OWN]: {
          status: 200,
          body: {
            unterrichtsmodule: [
              stapelListItem(1, 'Englisch'),
              stapelListItem(2, 'Französisch'),
              stapelListItem(3, 'Latein'),
            ],
          },
        },
        '/unterrichtsmodulteile/quiz/faellig': {
          status: 200,
          body: {
            lernmodus,
            stapel:
              lernmodus === 'intelligent'
                ? [
                    { unterrichtsmodul_id: 1, anzahl: 7 },
                    { unterrichtsmodul_id: 2, anzahl: 1 },
                  ]
                : [],
          },
        },
      });
    fakeApi(routes('intelligent'));
    const { unmount } = open();
    const table = await screen.findByTestId('stapel-table');
    await waitFor(() => expect(within(table).getAllByTestId('stapel-faellig')).toHaveLength(2));
    const zeile = (titel: string) =>
      nth(
        within(table)
          .getAllByRole('row')
          .filter((row) => within(row).queryByRole('link', { name: titel })),
        0,
      );
    expect(within(zeile('Englisch')).getByTestId('stapel-faellig').textContent).toBe('7 Karten fällig');
    expect(within(zeile('Französisch')).getByTestId('stapel-faellig').textContent).toBe('1 Karte fällig');
    expect(within(zeile('Latein')).queryByTestId('stapel-faellig')).toBeNull();
    unmount();

    // 'Drei Fächer': nothing is due-counted, nothing shows.
    fakeApi(routes('faecher'));
    open();
    await screen.findByTestId('stapel-table');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Englisch' }).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('stapel-faellig')).toBeNull();
  });

  it('lists the own stacks by Titel (default), then by Kategorie, Datum or Thema (01 §2)', async () => {
    fakeApi(
      flashcardsApi({
        [OWN]: {
          status: 200,
          body: {
            unterrichtsmodule: [
              stapelListItem(1, 'Zebra', { datum: '2026-03-04', kategorie: 'Biologie', thema: 'Natur' }),
              stapelListItem(2, 'äpfel', { datum: '2025-12-24', kategorie: 'Englisch', thema: 'Sprachen' }),
              stapelListItem(3, 'Birnen', { datum: '2026-01-05', kategorie: 'Deutsch', thema: 'Sprachen' }),
            ],
          },
        },
      }),
    );
    open();
    const table = await screen.findByTestId('stapel-table');
    expect(titelDerZeilen(table)).toEqual(['äpfel', 'Birnen', 'Zebra']);
    const erste = nth(within(table).getAllByRole('row'), 1);
    expect(nth(within(erste).getAllByRole('cell'), 4).textContent).toBe('24.12.2025');
    expect(within(erste).getByRole('link', { name: 'äpfel' }).getAttribute('href')).toBe(
      '/editunterrichtsmodul/2/user',
    );
    expect(within(erste).getByRole('link', { name: 'Vorschau' }).getAttribute('href')).toBe(
      '/previewunterrichtsmodul/2',
    );

    const sortierung = screen.getByRole('combobox', { name: 'Sortieren nach' });
    for (const [option, titel] of [
      ['Kategorie', ['Zebra', 'Birnen', 'äpfel']],
      ['Datum', ['Zebra', 'Birnen', 'äpfel']],
      ['Thema', ['Zebra', 'äpfel', 'Birnen']],
    ] as const) {
      await waehleOption(sortierung, option);
      await waitFor(() => expect(titelDerZeilen(screen.getByTestId('stapel-table'))).toEqual(titel));
    }
  });

  it('marks the stacks with cards to correct and shows who they are shared with (01 §2, §9)', async () => {
    fakeApi(
      flashcardsApi({
        [OWN]: {
          status: 200,
          body: {
            unterrichtsmodule: [
              stapelListItem(1, 'Französisch', {
                anzahl_zukorrigierende_modulteile: 3,
                geteiltebenutzer: 'Lena Keller, Jonas Frei, Mia B…',
                geteilt_mit: ['Lena Keller', 'Jonas Frei', 'Mia Baumann'],
              }),
              stapelListItem(2, 'Latein'),
            ],
          },
        },
      }),
    );
    open();
    const rows = within(await screen.findByTestId('stapel-table')).getAllByRole('row');
    expect(nth(within(nth(rows, 0)).getAllByRole('columnheader'), 5).textContent).toBe('Zu korrigieren');
    expect(nth(within(nth(rows, 0)).getAllByRole('columnheader'), 6).textContent).toBe('Geteilt mit');
    expect(within(nth(rows, 1)).getByLabelText('Karten zu korrigieren: 3').textContent).toBe('3');
    expect(nth(within(nth(rows, 1)).getAllByRole('cell'), 6).textContent).toBe(
      'Lena Keller, Jonas Frei, Mia B…',
    );
    expect(nth(within(nth(rows, 2)).getAllByRole('cell'), 5).textContent).toBe('');
  });

  it('shows the folders with their stacks, then the stacks in no folder (01 §3)', async () => {
    fakeApi(
      flashcardsApi({
        [OWN]: {
          status: 200,
          body: {
            unterrichtsmodule: [
              stapelListItem(1, 'Verben', { benutzer_ordner_id: 30 }),
              stapelListItem(2, 'Nomen', { benutzer_ordner_id: 30 }),
              stapelListItem(3, 'Brüche'),
            ],
          },
        },
        '/benutzerordner/2': {
          status: 200,
          body: {
            benutzerordner: [
              { id: 31, parent_id: null, benutzer_id: 2, name: 'Mathe', anzahl_dateien: 0 },
              { id: 30, parent_id: null, benutzer_id: 2, name: 'Englisch', anzahl_dateien: 2 },
            ],
          },
        },
      }),
    );
    open();
    const englisch = await screen.findByRole('region', { name: 'Englisch' });
    expect(titelDerZeilen(within(englisch).getByTestId('stapel-table'))).toEqual(['Nomen', 'Verben']);
    expect(within(region('Mathe')).getByText('Dieser Ordner ist leer.')).toBeTruthy();
    expect(titelDerZeilen(within(region('kein Ordner')).getByTestId('stapel-table'))).toEqual(['Brüche']);
    const reihenfolge = within(region('Eigene Stapel'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(reihenfolge).toEqual(['Englisch', 'Mathe', 'kein Ordner']);
    expect(screen.getByRole('button', { name: 'Aktionen für den Ordner «Mathe»' })).toBeTruthy();
    // 01 §3: the team pseudo-folder has no menu.
    expect(within(region('Team-Ordner')).queryByRole('button', { name: /Ordner/ })).toBeNull();
  });

  it('switches to the card view and remembers it in showFlashCardsSymbole (01 §2, §3)', async () => {
    const calls = fakeApiCalls(
      flashcardsApi({ [OWN]: { status: 200, body: { unterrichtsmodule: [stapelListItem(1, 'Latein')] } } }),
    );
    open();
    await screen.findByTestId('stapel-table');
    fireEvent.click(screen.getByRole('radio', { name: 'Kartenansicht' }));
    const kachel = await screen.findByRole('article', { name: 'Latein' });
    expect(within(kachel).getByText('3 Karten · 04.03.2026')).toBeTruthy();
    expect(screen.queryByTestId('stapel-table')).toBeNull();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { tag: 'showFlashCardsSymbole', boolvalue: true, intvalue: null, textvalue: null, strvalue: null },
      ]),
    );
  });

  it('opens in the card view when the setting says so', async () => {
    fakeApi(
      flashcardsApi({
        [OWN]: { status: 200, body: { unterrichtsmodule: [stapelListItem(1, 'Latein')] } },
        'GET /benutzereinstellungen': {
          status: 200,
          body: [
            {
              tag: 'showFlashCardsSymbole',
              boolvalue: true,
              intvalue: null,
              textvalue: null,
              strvalue: null,
            },
          ],
        },
      }),
    );
    open();
    expect(await screen.findByTestId('stapel-kacheln')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Kartenansicht' }) as HTMLInputElement).checked).toBe(true);
  });

  it("offers 'Quiz starten' on every own stack, in both views, beside the preview; a team stack has the preview only (issue 23)", async () => {
    fakeApi(
      flashcardsApi({
        [OWN]: { status: 200, body: { unterrichtsmodule: [stapelListItem(1, 'Latein')] } },
        '/unterrichtsmodule/gemeinsamestapel/2': {
          status: 200,
          body: { gemeinsameStapel: [teamStapel(9, 'Geschichte: Rom', 'Tom Weber')] },
        },
      }),
    );
    open();
    const table = await screen.findByTestId('stapel-table');
    // Named like 'Vorschau' beside it: the row gives the stack (no title in the name, so a title stays unique).
    const quiz = within(table).getByRole('link', { name: 'Quiz starten' });
    expect(quiz.getAttribute('href')).toBe('/previewunterrichtsmodul/1/quiz');
    expect(within(table).getByRole('link', { name: 'Vorschau' }).getAttribute('href')).toBe(
      '/previewunterrichtsmodul/1',
    );
    const team = await within(region('Team-Ordner')).findByRole('link', { name: 'Geschichte: Rom' });
    expect(team).toBeTruthy();
    expect(within(region('Team-Ordner')).queryByRole('link', { name: 'Quiz starten' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Kartenansicht' }));
    const kachel = await screen.findByRole('article', { name: 'Latein' });
    expect(within(kachel).getByRole('link', { name: 'Quiz starten' }).getAttribute('href')).toBe(
      '/previewunterrichtsmodul/1/quiz',
    );
  });

  it('counts the mailbox on its button and /user/briefkasten opens it as a dialog (01 §2)', async () => {
    fakeApi(
      flashcardsApi({
        '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2': {
          status: 200,
          body: { allegeteilteFuerBenutzer: [geteilterStapel(1, 'Englisch: Verben')] },
        },
        '/unterrichtsmodule/gemeinsamestapel/2': {
          status: 200,
          body: { gemeinsameStapel: [teamStapel(9, 'Geschichte: Rom', 'Tom Weber')] },
        },
      }),
    );
    open('/user/briefkasten');
    const dialog = await screen.findByRole('dialog', { name: 'Briefkasten' });
    expect(await within(dialog).findByRole('link', { name: 'Englisch: Verben' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Briefkasten: 1 Einträge', hidden: true })).toBeTruthy();
    expect(
      await within(region('Team-Ordner')).findByRole('link', { name: 'Geschichte: Rom', hidden: true }),
    ).toBeTruthy();
  });

  it('/user/kopieren/{id}/flashcards copies the stack once and shows the message on /user/flashcards (02 §2)', async () => {
    const calls = fakeApiCalls(
      flashcardsApi({
        'POST /unterrichtsmodule/kopieren': {
          status: 200,
          body: {
            message: 'Der Stapel «Englisch: Verben» wurde in deine Flashcards kopiert.',
            unterrichtsmodul: stapelListItem(50, 'Englisch: Verben'),
          },
        },
      }),
    );
    const { router } = renderPage(<MeineFlashcards />, {
      path: '/user/:action/:id/:from',
      url: '/user/kopieren/41/flashcards',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/flashcards'));
    const kopien = calls.filter((call) => call.path === '/unterrichtsmodule/kopieren');
    expect(kopien.map((call) => call.body)).toEqual([{ ist_kopie_von_umodul_id: 41 }]);
  });

  it('opens the global library', async () => {
    fakeApi(flashcardsApi());
    const { router } = open();
    fireEvent.click(await screen.findByRole('link', { name: 'Globale Stapel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/globalemodule'));
  });

  it("shows the API's message and loads again on 'Erneut versuchen'", async () => {
    fakeApi(flashcardsApi({ [OWN]: FORBIDDEN }));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
    fakeApi(flashcardsApi());
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(await findRegion('Eigene Stapel')).findByTestId('empty-state')).toBeTruthy();
  });

  it('loads the own stacks, their due cards, the mailbox and the team stacks again every 30 s (01 §4 background refresh)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      fakeApi(flashcardsApi());
      open();
      await within(await findRegion('Eigene Stapel')).findByTestId('empty-state');
      await within(region('Team-Ordner')).findByTestId('empty-state');
      const requested = fakeApi(
        flashcardsApi({
          [OWN]: { status: 200, body: { unterrichtsmodule: [stapelListItem(1, 'Neu vom Team')] } },
        }),
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(29_000);
      });
      expect(requested).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      expect([...requested].sort()).toEqual([
        OWN,
        '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2',
        '/unterrichtsmodule/gemeinsamestapel/2',
        '/unterrichtsmodulteile/quiz/faellig',
      ]);
      expect(await screen.findByRole('link', { name: 'Neu vom Team' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
