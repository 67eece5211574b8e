import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@lernstapel/contracts';
import {
  fakeApiCalls,
  menuEintraege,
  oeffneMenu,
  renderPage,
  type ApiCall,
  waehleImMenu,
  waehleOption,
} from '@lernstapel/testing';
import { stapelListItem } from '../../testing/fixtures';
import { flashcardsApi, LEHRERIN, SCHUELERIN } from '../../testing/flashcards-api';
import { MeineFlashcards } from '../MeineFlashcards';

const GETEILT =
  'Der Stapel wurde mit den ausgewählten Benutzern geteilt und erscheint nun in deren Briefkästen';

function open(user: SessionUser = LEHRERIN) {
  const calls = fakeApiCalls(
    flashcardsApi(
      {
        [`/unterrichtsmodule/${user.id}`]: {
          status: 200,
          body: {
            unterrichtsmodule: [
              stapelListItem(5, 'Unit 3', {
                geteiltebenutzer: 'Jonas Frei',
                geteilt_mit: ['Jonas Frei'],
              }),
            ],
          },
        },
        'POST /unterrichtsmodule/teilen': { status: 200, body: { message: GETEILT, unterrichtsmodul: {} } },
        'POST /unterrichtsmodule/veroeffentlichen': {
          status: 200,
          body: { message: 'Die Änderungen wurden gespeichert.', unterrichtsmodul: {} },
        },
      },
      user,
    ),
  );
  renderPage(<MeineFlashcards />, { path: '/user/:from', url: '/user/flashcards' });
  return calls;
}

const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

async function teilenDialog(): Promise<HTMLElement> {
  await waehleImMenu('Aktionen für «Unit 3»', 'Stapel teilen');
  return screen.findByRole('dialog', { name: 'Stapel teilen' });
}

jest.setTimeout(20_000);

const senden = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Teilen' }) as HTMLButtonElement;

describe('sharing a stack (01 §2, §5, §6)', () => {
  it('a teacher shares with a group as an assignment, which then needs a description', async () => {
    const calls = open();
    const dialog = await teilenDialog();
    expect(within(dialog).getByText('Geteilt mit: Jonas Frei')).toBeTruthy();
    expect(senden(dialog).disabled).toBe(true);
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Gruppe Englisch' }));
    expect(senden(dialog).disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Als Aufgabe' }));
    expect(senden(dialog).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Aufgabe' }), {
      target: { value: 'Bis Freitag lernen' },
    });
    fireEvent.change(within(dialog).getByLabelText('Abgabe bis'), { target: { value: '2026-12-04' } });
    fireEvent.click(senden(dialog));
    expect((await screen.findByRole('status')).textContent).toBe(GETEILT);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls, '/unterrichtsmodule/teilen')).toEqual([
      {
        unterrichtsmodule_id: 5,
        benutzerids: [],
        schuelergruppenids: [7],
        ist_aufgabe: true,
        aufgabe: 'Bis Freitag lernen',
        aufgabe_abgabe_bis: '2026-12-04',
      },
    ]);
  });

  it('a teacher shares with people of the school', async () => {
    const calls = open();
    const dialog = await teilenDialog();
    await waehleOption(
      within(dialog).getByRole('combobox', { name: 'Empfänger/innen' }),
      'Tom Weber (tweber)',
    );
    fireEvent.click(senden(dialog));
    await waitFor(() => expect(posts(calls, '/unterrichtsmodule/teilen')).toHaveLength(1));
    expect(posts(calls, '/unterrichtsmodule/teilen')[0]).toMatchObject({
      benutzerids: [4],
      ist_aufgabe: false,
    });
  });

  it('a pupil has no assignment option and is not in her own list', async () => {
    open(SCHUELERIN);
    const dialog = await teilenDialog();
    expect(within(dialog).queryByRole('switch', { name: 'Als Aufgabe' })).toBeNull();
    const personen = within(dialog).getByRole('combobox', { name: 'Empfänger/innen' });
    fireEvent.click(personen);
    const liste = await waitFor(() => {
      const element = document.getElementById(personen.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no list');
      return element;
    });
    const namen = within(liste)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(namen).toEqual(['Lea Lehrerin (lehrer)', 'Tom Weber (tweber)', 'Jonas Frei (jonas)']);
  });

  it('without the school licence shows the licence text and shares nothing (01 §5, §8)', async () => {
    const calls = open({ ...LEHRERIN, lizenz_jahr: null });
    const dialog = await teilenDialog();
    expect(within(dialog).getByTestId('licence-notice').textContent).toContain(
      `Keine Schul-Lizenz für das Jahr ${new Date().getFullYear()} für diese Funktion vorhanden...`,
    );
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Gruppe Englisch' }));
    expect(senden(dialog).disabled).toBe(true);
    fireEvent.submit(senden(dialog).closest('form') as HTMLFormElement);
    expect(posts(calls, '/unterrichtsmodule/teilen')).toEqual([]);
  });
});

describe('team editing, hand-in and publishing from the menu (01 §4, §5)', () => {
  it('hides publishing without kann_stapel_veroeffentlichen', async () => {
    open({ ...LEHRERIN, kann_stapel_veroeffentlichen: false });
    const menu = await oeffneMenu('Aktionen für «Unit 3»');
    expect(menuEintraege(menu)).toEqual([
      'Eigenschaften bearbeiten',
      'Stapel teilen',
      'Im Team bearbeiten',
      'Zur Korrektur senden',
      'Karten aus Datei einlesen (.txt, .csv)',
      'Als CSV-Datei exportieren',
      'Anki-Paket importieren',
      'Als Anki-Paket exportieren',
      'Stapel löschen',
    ]);
    expect(
      within(menu)
        .getByRole('menuitem', { name: 'Als CSV-Datei exportieren', hidden: true })
        .getAttribute('href'),
    ).toBe('/api/unterrichtsmodule/exportcsv/5');
  });

  it('publishes with a pseudonym (required) and remarks', async () => {
    const calls = open();
    await waehleImMenu('Aktionen für «Unit 3»', 'Stapel veröffentlichen');
    const dialog = await screen.findByRole('dialog', { name: 'Stapel veröffentlichen' });
    const knopf = within(dialog).getByRole('button', { name: 'Veröffentlichen' }) as HTMLButtonElement;
    expect(knopf.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Autor/in (Pseudonym)' }), {
      target: { value: 'L. L.' },
    });
    fireEvent.click(knopf);
    await waitFor(() =>
      expect(posts(calls, '/unterrichtsmodule/veroeffentlichen')).toEqual([
        { id: 5, public_autor_pseudonym: 'L. L.', public_bemerkungen: null, ist_veroeffentlicht: true },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Die Änderungen wurden gespeichert.');
  });

  it('starts team editing with chosen people', async () => {
    const calls = open();
    await waehleImMenu('Aktionen für «Unit 3»', 'Im Team bearbeiten');
    const dialog = await screen.findByRole('dialog', { name: 'Im Team bearbeiten' });
    await waehleOption(
      within(dialog).getByRole('combobox', { name: 'Teilnehmer/innen' }),
      'Tom Weber (tweber)',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(posts(calls, '/unterrichtsmodule/gemeinsamerstapel')).toEqual([
        { unterrichtsmodule_id: 5, benutzerids: [4] },
      ]),
    );
  });

  it('hands the stack in to a chosen person, never to oneself', async () => {
    const calls = open();
    await waehleImMenu('Aktionen für «Unit 3»', 'Zur Korrektur senden');
    const dialog = await screen.findByRole('dialog', { name: 'Zur Korrektur senden' });
    const pruefer = within(dialog).getByRole('combobox', { name: 'Überprüfen durch' });
    fireEvent.click(pruefer);
    await waitFor(() => expect(pruefer.getAttribute('aria-controls')).toBeTruthy());
    const liste = document.getElementById(pruefer.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(liste).queryByRole('option', { name: 'Lea Lehrerin (lehrer)', hidden: true })).toBeNull();
    fireEvent.click(within(liste).getByRole('option', { name: 'Tom Weber (tweber)', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zur Korrektur senden' }));
    await waitFor(() =>
      expect(posts(calls, '/stapelablage/einreichen')).toEqual([
        { unterrichtsmodule_id: 5, empfaenger_ids: [4] },
      ]),
    );
  });
});
