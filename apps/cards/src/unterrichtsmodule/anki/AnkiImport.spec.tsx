// Node's File: jsdom's cannot be the body of the fetch the page sends.
import { File } from 'node:buffer';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApiCalls, oeffneMenu, renderPage, type ApiRoutes, waehleImMenu } from '@lernstapel/testing';
import { stapelListItem } from '../../testing/fixtures';
import { flashcardsApi } from '../../testing/flashcards-api';
import { MeineFlashcards } from '../MeineFlashcards';

jest.setTimeout(20_000);

function open(routes: ApiRoutes = {}) {
  const calls = fakeApiCalls(
    flashcardsApi({
      '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [stapelListItem(5, 'Unit 3')] } },
      ...routes,
    }),
  );
  renderPage(<MeineFlashcards />, { path: '/user/:from', url: '/user/flashcards' });
  return calls;
}

async function importDialog(): Promise<HTMLElement> {
  await waehleImMenu('Aktionen für «Unit 3»', 'Anki-Paket importieren');
  return screen.findByRole('dialog', { name: 'Anki-Paket importieren' });
}

function waehleDatei(dialog: HTMLElement, datei: File) {
  fireEvent.change(within(dialog).getByLabelText(/Anki-Paket \(\.apkg oder \.colpkg\)/), {
    target: { files: [datei] },
  });
}

const importieren = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Anki-Paket importieren' }) as HTMLButtonElement;

describe('Anki packages from the stack menu (issue 25 §2)', () => {
  it('sends the package as application/zip and confirms cards, media and what was left out', async () => {
    const calls = open({
      'POST /anki/import/5': {
        status: 200,
        body: {
          message: '3 Karten wurden importiert.',
          anzahl: 3,
          medien: 2,
          hinweise: ['1 Anki-Karten ohne Frage oder ohne Antwort wurden übersprungen.'],
          format: 'anki21b',
        },
      },
    });
    const dialog = await importDialog();
    expect(importieren(dialog).disabled).toBe(true);
    waehleDatei(dialog, new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'Vokabeln.apkg'));
    fireEvent.click(importieren(dialog));
    expect((await screen.findByRole('status')).textContent).toBe(
      '3 Karten wurden importiert. 2 Bilder und Tondateien wurden angehängt. 1 Anki-Karten ohne Frage oder ohne Antwort wurden übersprungen.',
    );
    const upload = calls.find((call) => call.path === '/anki/import/5');
    expect(upload?.method).toBe('POST');
  });

  it('refuses another file type before sending, and shows a refusal of the API', async () => {
    open({
      'POST /anki/import/5': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'anki.entpacktZuGross',
          message:
            'Das Anki-Paket wäre ausgepackt zu gross: höchstens 200 MB sind erlaubt. Es wurde nichts importiert.',
        },
      },
    });
    const dialog = await importDialog();
    waehleDatei(dialog, new File(['Haus;house'], 'karten.csv'));
    expect(within(dialog).getByText('Bitte wähle ein Anki-Paket (.apkg oder .colpkg).')).toBeTruthy();
    expect(importieren(dialog).disabled).toBe(true);
    waehleDatei(dialog, new File([new Uint8Array(4)], 'bombe.colpkg'));
    fireEvent.click(importieren(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Es wurde nichts importiert.');
  });

  it('offers the export as a download link', async () => {
    open();
    const menu = await oeffneMenu('Aktionen für «Unit 3»');
    expect(
      within(menu)
        .getByRole('menuitem', { name: 'Als Anki-Paket exportieren', hidden: true })
        .getAttribute('href'),
    ).toBe('/api/anki/export/5');
  });
});
