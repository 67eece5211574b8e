import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fakeApiCalls,
  renderPage,
  type ApiCall,
  type ApiRoutes,
  waehleImMenu,
  waehleOption,
} from '@lernstapel/testing';
import type { SessionUser } from '@lernstapel/contracts';
import { stapelListItem } from '../testing/fixtures';
import { flashcardsApi, LEHRERIN, SCHUELERIN } from '../testing/flashcards-api';
import { MeineFlashcards } from './MeineFlashcards';

const ORDNER = { id: 30, parent_id: null, benutzer_id: 2, name: 'Englisch', anzahl_dateien: 1 };

function open(routes: ApiRoutes = {}, user: SessionUser = LEHRERIN) {
  const calls = fakeApiCalls(
    flashcardsApi(
      {
        [`/unterrichtsmodule/${user.id}`]: {
          status: 200,
          body: {
            unterrichtsmodule: [
              stapelListItem(1, 'Verben', { benutzer_ordner_id: 30, flashcards_kategorie_id: 10 }),
              stapelListItem(2, 'Brüche', { flashcards_kategorie_id: 20, jahrgangsstufen: '5' }),
            ],
          },
        },
        [`/benutzerordner/${user.id}`]: { status: 200, body: { benutzerordner: [ORDNER] } },
        'POST /unterrichtsmodule': { status: 200, body: { unterrichtsmodule: [], benutzerordner: [] } },
        ...routes,
      },
      user,
    ),
  );
  renderPage(<MeineFlashcards />, { path: '/user/:from', url: '/user/flashcards' });
  return calls;
}

const posts = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

const okButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'OK' }) as HTMLButtonElement;

jest.setTimeout(20_000);

describe("'Stapel +' and the stack properties (01 §2, §5)", () => {
  it('needs a title and a category, and creates the stack in a new folder', async () => {
    const calls = open();
    const plus = await screen.findByRole('button', { name: 'Stapel +' });
    plus.focus();
    fireEvent.click(plus);
    const dialog = await screen.findByRole('dialog', { name: 'Stapel-Eigenschaften' });
    expect(okButton(dialog).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Titel des Stapels' }), {
      target: { value: '  Unit 4  ' },
    });
    expect(okButton(dialog).disabled).toBe(true);
    await waehleOption(within(dialog).getByRole('combobox', { name: 'Kategorie' }), 'Französisch');
    expect(okButton(dialog).disabled).toBe(false);

    await waehleOption(within(dialog).getByRole('combobox', { name: 'Ordner' }), 'Neuer Ordner');
    const name = within(dialog).getByRole('textbox', { name: 'Name des Ordners' });
    expect(name.getAttribute('placeholder')).toBe('Ordner (optional)');
    expect(okButton(dialog).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'ENGLISCH ' } });
    expect(within(dialog).getByText('Einen Ordner mit diesem Namen gibt es bereits.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Französisch' } });
    fireEvent.click(okButton(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls, '/unterrichtsmodule')).toEqual([
      {
        unterrichtsModul: {
          bezeichnung: 'Unit 4',
          flashcards_kategorie_id: 11,
          jahrgangsstufen: null,
          faecher: null,
          benutzer_ordner_id: null,
        },
        benutzerOrdner: { id: 0, name: 'Französisch' },
      },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(plus));
  });

  it("lets a teacher add a category under a topic ('Neue Kategorie', 01 §6) and picks it", async () => {
    const calls = open({
      'POST /flashcardsthemen': {
        status: 200,
        body: {
          kategorie: { id: 21, kategorie: 'Algebra', flashcards_themen_id: 2 },
          flashcardsthemen: [
            { id: 1, bezeichnung: 'Sprachen' },
            { id: 2, bezeichnung: 'Mathematik' },
          ],
          flashcardsthemenukategorien: [
            { id: 10, kategorie: 'Englisch', flashcards_themen_id: 1 },
            { id: 21, kategorie: 'Algebra', flashcards_themen_id: 2 },
          ],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stapel +' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stapel-Eigenschaften' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Neue Kategorie' }));
    const neu = await screen.findByRole('dialog', { name: 'Neue Kategorie' });
    await waehleOption(within(neu).getByRole('combobox', { name: 'Thema' }), 'Mathematik');
    expect(okButton(neu).disabled).toBe(true);
    fireEvent.change(within(neu).getByRole('textbox', { name: 'Titel der Kategorie' }), {
      target: { value: 'Algebra' },
    });
    fireEvent.click(okButton(neu));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Neue Kategorie' })).toBeNull());
    expect(posts(calls, '/flashcardsthemen')).toEqual([{ flashcards_themen_id: 2, kategorie: 'Algebra' }]);
    expect((within(dialog).getByRole('combobox', { name: 'Kategorie' }) as HTMLInputElement).value).toBe(
      'Algebra',
    );
    expect(posts(calls, '/unterrichtsmodule')).toEqual([]);
  });

  it('offers pupils no new category (01 §6)', async () => {
    open({}, SCHUELERIN);
    fireEvent.click(await screen.findByRole('button', { name: 'Stapel +' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stapel-Eigenschaften' });
    await within(dialog).findByRole('combobox', { name: 'Kategorie' });
    expect(within(dialog).queryByRole('button', { name: 'Neue Kategorie' })).toBeNull();
  });

  it('opens an own stack filled in and saves its changes', async () => {
    const calls = open();
    await waehleImMenu('Aktionen für «Brüche»', 'Eigenschaften bearbeiten');
    const dialog = await screen.findByRole('dialog', { name: 'Stapel-Eigenschaften' });
    expect((within(dialog).getByRole('textbox', { name: 'Jahrgangsstufen' }) as HTMLInputElement).value).toBe(
      '5',
    );
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: 'Kategorie' }) as HTMLInputElement).value).toBe(
        'Geometrie',
      ),
    );
    await waehleOption(within(dialog).getByRole('combobox', { name: 'Ordner' }), 'Englisch');
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(posts(calls, '/unterrichtsmodule')).toHaveLength(1));
    expect(posts(calls, '/unterrichtsmodule')[0]).toEqual({
      unterrichtsModul: {
        id: 2,
        bezeichnung: 'Brüche',
        flashcards_kategorie_id: 20,
        jahrgangsstufen: '5',
        faecher: null,
        benutzer_ordner_id: 30,
      },
      benutzerOrdner: null,
    });
  });

  it('deletes an own stack only after the confirmation', async () => {
    const calls = open({
      'POST /unterrichtsmodule/delete': { status: 200, body: { unterrichtsmodule: [] } },
    });
    await waehleImMenu('Aktionen für «Brüche»', 'Stapel löschen');
    const dialog = await screen.findByRole('dialog', { name: 'Stapel löschen' });
    expect(
      within(dialog).getByText('Soll der Stapel «Brüche» mit allen Karten wirklich gelöscht werden?'),
    ).toBeTruthy();
    expect(posts(calls, '/unterrichtsmodule/delete')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(posts(calls, '/unterrichtsmodule/delete')).toEqual([{ id: 2 }]));
  });
});

describe('folders (01 §2, §4, §5)', () => {
  it("creates a folder with 'Ordner +', refusing a name that exists", async () => {
    const calls = open({ 'POST /benutzerordner': { status: 200, body: { benutzerordner: [] } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ordner +' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordner' });
    const name = within(dialog).getByRole('textbox', { name: 'Name des Ordners' });
    fireEvent.change(name, { target: { value: 'englisch' } });
    expect(within(dialog).getByText('Einen Ordner mit diesem Namen gibt es bereits.')).toBeTruthy();
    expect(okButton(dialog).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Mathe' } });
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(posts(calls, '/benutzerordner')).toEqual([{ name: 'Mathe' }]));
  });

  it('adds stacks to a folder (at least one chosen) and takes one out again', async () => {
    const calls = open({
      'POST /benutzerordner/stapel': { status: 200, body: { benutzerordner: [], unterrichtsmodule: [] } },
    });
    await waehleImMenu('Aktionen für den Ordner «Englisch»', 'Stapel hinzufügen');
    const dialog = await screen.findByRole('dialog', { name: 'Stapel zum Ordner hinzufügen' });
    // 'Verben' is in the folder already.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['2']);
    expect(okButton(dialog).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Brüche' }));
    fireEvent.click(okButton(dialog));
    await waitFor(() =>
      expect(posts(calls, '/benutzerordner/stapel')).toEqual([{ id: 30, unterrichtsmodule_ids: [2] }]),
    );

    await waehleImMenu('Aktionen für «Verben»', 'Aus dem Ordner nehmen');
    await waitFor(() =>
      expect(posts(calls, '/benutzerordner/stapel')[1]).toEqual({ id: null, unterrichtsmodule_ids: [1] }),
    );
  });

  it('deletes a folder after the confirmation; its stacks stay', async () => {
    const calls = open({ 'POST /benutzerordner/delete': { status: 200, body: { benutzerordner: [] } } });
    await waehleImMenu('Aktionen für den Ordner «Englisch»', 'Ordner löschen');
    const dialog = await screen.findByRole('dialog', { name: 'Ordner löschen' });
    expect(
      within(dialog).getByText(
        'Soll der Ordner «Englisch» gelöscht werden? Die Stapel darin bleiben erhalten.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(posts(calls, '/benutzerordner/delete')).toEqual([{ id: 30 }]));
  });
});
