// Node's File: jsdom's cannot be the body of the fetch the page sends.
import { File } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApiCalls, renderPage, type ApiRoutes, waehleImMenu } from '@lernstapel/testing';
import { stapelListItem } from '../../testing/fixtures';
import { flashcardsApi } from '../../testing/flashcards-api';
import { MeineFlashcards } from '../MeineFlashcards';

jest.setTimeout(20_000);

const TESTDATEN = join(__dirname, '../../../../../libs/rules/src/importcsv/testdaten');
const testdatei = (name: string) => new File([readFileSync(join(TESTDATEN, name))], name);

function open(routes: ApiRoutes) {
  const calls = fakeApiCalls(
    flashcardsApi({
      '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [stapelListItem(5, 'Unit 3')] } },
      ...routes,
    }),
  );
  // The fake API records paths; the import's choices travel in the query, recorded here.
  const adressen: string[] = [];
  const fakeFetch = window.fetch;
  window.fetch = jest.fn((input: Request) => {
    adressen.push(input.url);
    return fakeFetch(input);
  }) as unknown as typeof fetch;
  renderPage(<MeineFlashcards />, { path: '/user/:from', url: '/user/flashcards' });
  return { calls, adressen };
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

/** The preview's rows: question, answer, wrong answers, card type. */
async function vorschauZeilen(dialog: HTMLElement): Promise<string[][]> {
  const tabelle = await within(dialog).findByRole('table');
  return within(tabelle)
    .getAllByRole('row')
    .slice(1)
    .map((zeile) =>
      within(zeile)
        .getAllByRole('cell')
        .map((zelle) => zelle.textContent ?? ''),
    );
}

const auswahl = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLSelectElement;

describe('CSV import of a stack with its preview (01 §9, issue 25 §1)', () => {
  it('previews the cards as they will be created and sends the file as it is, with the choices', async () => {
    const { calls, adressen } = open({
      'POST /unterrichtsmodule/importcsv/5': {
        status: 200,
        body: { message: 'Die Datei wurde eingelesen!', anzahl: 2 },
      },
    });
    const dialog = await importDialog();
    expect(einlesen(dialog).disabled).toBe(true);
    waehleDatei(dialog, new File(['Haus;house\nBaum;tree\n'], 'karten.csv', { type: 'text/csv' }));
    expect(await vorschauZeilen(dialog)).toEqual([
      ['Haus', 'house', '', 'Mündlich'],
      ['Baum', 'tree', '', 'Mündlich'],
    ]);
    expect(within(dialog).getByText('Zeichensatz: UTF-8')).toBeTruthy();
    expect(
      within(dialog).getByText('Vorschau: die ersten 2 von 2 Karten, so wie sie angelegt werden'),
    ).toBeTruthy();
    expect(auswahl(dialog, 'Trennzeichen zwischen Frage und Antwort').value).toBe(';');
    fireEvent.click(einlesen(dialog));
    expect((await screen.findByRole('status')).textContent).toBe('Die Datei wurde eingelesen!');
    const upload = calls.find((call) => call.path === '/unterrichtsmodule/importcsv/5');
    expect(upload?.method).toBe('POST');
    expect(upload?.body).toBe('Haus;house\nBaum;tree\n');
    const adresse = new URL(adressen.find((url) => url.includes('/importcsv/5')) ?? '');
    expect(Object.fromEntries(adresse.searchParams)).toEqual({
      feldtrenner: 'semikolon',
      kartentrenner: 'zeile',
      ueberschrift: 'nein',
      spalten: 'frage,antwort',
    });
  });

  it('an Anki export: its header lines honoured, HTML as text, sounds and images counted', async () => {
    open({});
    const dialog = await importDialog();
    waehleDatei(dialog, testdatei('anki-notizen-als-text.txt'));
    const zeilen = await vorschauZeilen(dialog);
    expect(zeilen.slice(0, 4)).toEqual([
      ['bosiljak', 'Basilikum; "Kraut"', '', 'Mündlich'],
      ['kuća', 'Haus', '', 'Mündlich'],
      ['pas', 'Hund\n(für Anfänger)', '', 'Mündlich'],
      ['mačka', "Katze\nl'exemple & mehr", '', 'Mündlich'],
    ]);
    expect(within(dialog).getByText('Anki-Export erkannt: Kopfzeilen werden beachtet.')).toBeTruthy();
    expect(within(dialog).getByText('40 Tondateien: nur mit dem Anki-Paket-Import')).toBeTruthy();
    expect(within(dialog).getByText('8 Bilder: nur mit dem Anki-Paket-Import')).toBeTruthy();
    expect(
      within(dialog).getByText('Vorschau: die ersten 10 von 40 Karten, so wie sie angelegt werden'),
    ).toBeTruthy();
    expect(auswahl(dialog, 'Spalte «Spalte 3»').value).toBe('ignorieren');
  });

  it('an Excel «Unicode-Text» list: UTF-16, the header row recognised and switchable, the lesson ignored', async () => {
    open({});
    const dialog = await importDialog();
    waehleDatei(dialog, testdatei('schulliste-excel-unicode-text.txt'));
    expect((await vorschauZeilen(dialog))[0]).toEqual(['hello', 'hallo', '', 'Mündlich']);
    expect(within(dialog).getByText('Zeichensatz: UTF-16 LE (Excel «Unicode-Text»)')).toBeTruthy();
    expect(auswahl(dialog, 'Trennzeichen zwischen Frage und Antwort').value).toBe('\t');
    expect(auswahl(dialog, 'Spalte «Lektion»').value).toBe('ignorieren');
    expect(auswahl(dialog, 'Spalte «Englisch»').value).toBe('frage');
    const schalter = within(dialog).getByRole('switch', {
      name: 'Erste Zeile ist eine Überschrift',
    }) as HTMLInputElement;
    expect(schalter.checked).toBe(true);
    fireEvent.click(schalter);
    await waitFor(async () =>
      expect((await vorschauZeilen(dialog))[0]).toEqual(['Englisch', 'Deutsch', '', 'Mündlich']),
    );
    expect(
      within(dialog).getByText('Vorschau: die ersten 10 von 31 Karten, so wie sie angelegt werden'),
    ).toBeTruthy();
  });

  it('a third column becomes a wrong answer only when the user says so', async () => {
    const { adressen } = open({
      'POST /unterrichtsmodule/importcsv/5': {
        status: 200,
        body: { message: 'Die Datei wurde eingelesen!', anzahl: 1 },
      },
    });
    const dialog = await importDialog();
    waehleDatei(dialog, new File(['Hauptstadt?\tBern\tZürich\n'], 'mc.txt'));
    expect(await vorschauZeilen(dialog)).toEqual([['Hauptstadt?', 'Bern', '', 'Mündlich']]);
    fireEvent.change(auswahl(dialog, 'Spalte «Spalte 3»'), { target: { value: 'antwort2' } });
    expect(await vorschauZeilen(dialog)).toEqual([['Hauptstadt?', 'Bern', 'Zürich', 'Multiple Choice']]);
    fireEvent.click(einlesen(dialog));
    await screen.findByRole('status');
    const adresse = new URL(adressen.find((url) => url.includes('/importcsv/5')) ?? '');
    expect(adresse.searchParams.get('spalten')).toBe('frage,antwort,antwort2');
    expect(adresse.searchParams.get('feldtrenner')).toBe('tab');
  });

  it("Quizlet's comma and semicolon export is detected; a custom separator can be typed", async () => {
    open({});
    const dialog = await importDialog();
    waehleDatei(dialog, testdatei('quizlet-komma-semikolon.txt'));
    expect((await vorschauZeilen(dialog))[3]).toEqual(['to run', 'rennen, laufen', '', 'Mündlich']);
    expect(auswahl(dialog, 'Trennzeichen zwischen Frage und Antwort').value).toBe(',');
    expect(auswahl(dialog, 'Trennzeichen zwischen Karten').value).toBe(';');
    expect(
      within(dialog).getByText('Vorschau: die ersten 10 von 45 Karten, so wie sie angelegt werden'),
    ).toBeTruthy();

    waehleDatei(dialog, new File(['Haus|house\nHund|dog'], 'pipe.txt'));
    fireEvent.change(await within(dialog).findByLabelText('Trennzeichen zwischen Frage und Antwort'), {
      target: { value: 'eigenes' },
    });
    expect(within(dialog).getByText('Bitte gib ein Trennzeichen ein.')).toBeTruthy();
    expect(einlesen(dialog).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Eigenes Trennzeichen'), { target: { value: '|' } });
    await waitFor(async () =>
      expect(await vorschauZeilen(dialog)).toEqual([
        ['Haus', 'house', '', 'Mündlich'],
        ['Hund', 'dog', '', 'Mündlich'],
      ]),
    );
    expect(einlesen(dialog).disabled).toBe(false);
  });

  it('names each bad line by number in the preview and sends nothing', async () => {
    const { calls } = open({});
    const dialog = await importDialog();
    waehleDatei(
      dialog,
      new File(['Haus;house\nBaum;\n;Frage fehlt\n'], 'karten.txt', { type: 'text/plain' }),
    );
    const fehler = await within(dialog).findByRole('alert');
    expect(fehler.textContent).toContain('2 Zeile(n) sind fehlerhaft');
    expect(
      within(fehler)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zeile 2: Die Antwort fehlt.', 'Zeile 3: Die Frage fehlt.']);
    expect(einlesen(dialog).disabled).toBe(true);
    expect(calls.some((call) => call.path.includes('importcsv'))).toBe(false);
  });

  it("shows the API's refusal with its details", async () => {
    open({
      'POST /unterrichtsmodule/importcsv/5': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'csv.fehlerhafteZeilen',
          message:
            'Die Datei wurde nicht eingelesen: 1 Zeile(n) sind fehlerhaft. Bitte korrigiere sie und versuche es erneut.',
          details: ['Zeile 2: Die Antwort fehlt.'],
        },
      },
    });
    const dialog = await importDialog();
    waehleDatei(dialog, new File(['Haus;house\n'], 'karten.txt', { type: 'text/plain' }));
    await vorschauZeilen(dialog);
    fireEvent.click(einlesen(dialog));
    const fehler = await within(dialog).findByRole('alert');
    expect(
      within(fehler)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zeile 2: Die Antwort fehlt.']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers only .txt and .csv files', async () => {
    const { calls } = open({});
    const dialog = await importDialog();
    waehleDatei(dialog, new File(['x'], 'karten.xlsx'));
    expect(within(dialog).getByText('Bitte wähle eine .txt- oder .csv-Datei.')).toBeTruthy();
    expect(einlesen(dialog).disabled).toBe(true);
    await waitFor(() => expect(calls.some((call) => call.path.includes('importcsv'))).toBe(false));
  });

  it('refuses a file above 5 MB in the dialog and names the limit (issue 23 §3)', async () => {
    const { calls } = open({});
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
