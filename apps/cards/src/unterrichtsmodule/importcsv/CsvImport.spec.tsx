// Node's File: jsdom's cannot be the body of the fetch the page sends.
import { File } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApiCalls, renderPage, type ApiRoutes } from '@lernstapel/testing';
import { stapelListItem } from '../../testing/fixtures';
import { flashcardsApi } from '../../testing/flashcards-api';
import { waehleImMenu } from '../../testing/menu';
import { MeineFlashcards } from '../MeineFlashcards';

jest.setTimeout(20_000);

function open(routes: ApiRoutes) {
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
  await waehleImMenu('Aktionen für «Unit 3»', 'Karten aus Datei einlesen (.txt, .csv)');
  return screen.findByRole('dialog', { name: 'Karten aus Datei einlesen (.txt, .csv)' });
}

function waehleDatei(dialog: HTMLElement, datei: File) {
  fireEvent.change(within(dialog).getByLabelText(/Datei \(\.txt oder \.csv\)/), {
    target: { files: [datei] },
  });
}

const einlesen = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Einlesen' }) as HTMLButtonElement;

describe('CSV import and export of a stack (01 §9)', () => {
  it("sends the file as it is and shows 'Die Datei wurde eingelesen!'", async () => {
    const calls = open({
      'POST /unterrichtsmodule/importcsv/5': {
        status: 200,
        body: { message: 'Die Datei wurde eingelesen!', anzahl: 2 },
      },
    });
    const dialog = await importDialog();
    expect(einlesen(dialog).disabled).toBe(true);
    waehleDatei(dialog, new File(['Haus;house\nBaum;tree\n'], 'karten.csv', { type: 'text/csv' }));
    fireEvent.click(einlesen(dialog));
    expect((await screen.findByRole('status')).textContent).toBe('Die Datei wurde eingelesen!');
    const upload = calls.find((call) => call.path === '/unterrichtsmodule/importcsv/5');
    expect(upload?.method).toBe('POST');
    expect(upload?.body).toBe('Haus;house\nBaum;tree\n');
  });

  it('names each bad line by number and imports nothing', async () => {
    open({
      'POST /unterrichtsmodule/importcsv/5': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'csv.fehlerhafteZeilen',
          message:
            'Die Datei wurde nicht eingelesen: 2 Zeile(n) sind fehlerhaft. Bitte korrigiere sie und versuche es erneut.',
          details: ['Zeile 2: Die Antwort fehlt.', 'Zeile 5: Die Frage fehlt.'],
        },
      },
    });
    const dialog = await importDialog();
    waehleDatei(dialog, new File(['Haus;house\nBaum;\n'], 'karten.txt', { type: 'text/plain' }));
    fireEvent.click(einlesen(dialog));
    const fehler = await within(dialog).findByRole('alert');
    expect(fehler.textContent).toContain('2 Zeile(n) sind fehlerhaft');
    expect(
      within(fehler)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zeile 2: Die Antwort fehlt.', 'Zeile 5: Die Frage fehlt.']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers only .txt and .csv files', async () => {
    const calls = open({});
    const dialog = await importDialog();
    waehleDatei(dialog, new File(['x'], 'karten.xlsx'));
    expect(within(dialog).getByText('Bitte wähle eine .txt- oder .csv-Datei.')).toBeTruthy();
    expect(einlesen(dialog).disabled).toBe(true);
    await waitFor(() => expect(calls.some((call) => call.path.includes('importcsv'))).toBe(false));
  });

  it('refuses a file above 5 MB in the dialog and names the limit (issue 23 §3)', async () => {
    const calls = open({});
    const dialog = await importDialog();
    expect(within(dialog).getByRole('button', { name: 'Datei auswählen' })).toBeTruthy();
    expect(within(dialog).getByText('Keine Datei ausgewählt')).toBeTruthy();
    waehleDatei(dialog, new File(['x'.repeat(5 * 1024 * 1024 + 1)], 'gross.csv', { type: 'text/csv' }));
    expect(within(dialog).getByText('gross.csv')).toBeTruthy();
    expect(within(dialog).getByText('Die Datei ist zu gross: höchstens 5 MB sind erlaubt.')).toBeTruthy();
    expect(einlesen(dialog).disabled).toBe(true);
    await waitFor(() => expect(calls.some((call) => call.path.includes('importcsv'))).toBe(false));
  });
});
