import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@lernstapel/contracts';
import { fakeApiCalls, renderPage, TEACHER, type ApiRoutes } from '@lernstapel/testing';
import { karte, stapelDetail } from '../testing/fixtures';
import { StapelBearbeiten } from './StapelBearbeiten';

const LEHRERIN: SessionUser = { ...TEACHER, lizenz_jahr: new Date().getFullYear() };
const KARTEN = [karte(11, 'the dog', 'der Hund'), karte(12, 'the cat', 'die Katze', { autor_id: 9 })];

function open(routes: ApiRoutes = {}, user: SessionUser = LEHRERIN, url = '/editunterrichtsmodul/5/user') {
  const calls = fakeApiCalls({
    '/session': { status: 200, body: { userID: user.id, user } },
    '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail() },
    '/unterrichtsmodulteile/5': { status: 200, body: KARTEN },
    '/stapelablage/2': { status: 200, body: { stapelablage: [] } },
    '/benutzereinstellungen': { status: 200, body: [] },
    'POST /benutzereinstellungen': { status: 200, body: [] },
    'POST /unterrichtsmodulteile': { status: 200, body: KARTEN },
    ...routes,
  });
  renderPage(<StapelBearbeiten />, { path: '/editunterrichtsmodul/*', url });
  return calls;
}

const posts = (calls: ReturnType<typeof open>, path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

async function neueKarte(modus?: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Karteikarte +' }));
  const editor = await screen.findByTestId('karte-editor');
  if (modus) fireEvent.change(within(editor).getByLabelText('Art der Antwort'), { target: { value: modus } });
  return editor;
}

const tippen = (feld: HTMLElement, text: string) => fireEvent.change(feld, { target: { value: text } });

describe('the card editor (02 §2, §4, §5)', () => {
  it("'Speichern und neue Karte' saves the card with its mode and opens a blank card", async () => {
    const calls = open();
    const editor = await neueKarte('2');
    tippen(within(editor).getByLabelText('Frage'), 'Preis????');
    tippen(within(editor).getByLabelText('Antwort'), 'fünf eeee');
    // 02 §5: the shortcut is replaced while typing.
    expect((within(editor).getByLabelText('Frage') as HTMLTextAreaElement).value).toBe('Preis¿');
    fireEvent.click(within(editor).getByRole('button', { name: 'Speichern und neue Karte' }));
    await waitFor(() => expect(posts(calls, '/unterrichtsmodulteile')).toHaveLength(1));
    expect(posts(calls, '/unterrichtsmodulteile')[0]).toMatchObject({
      unterrichtsmodule_id: 5,
      id: 0,
      modus: 2,
      frage: 'Preis¿',
      antwort1: 'fünf €',
    });
    await waitFor(() =>
      expect((within(editor).getByLabelText('Frage') as HTMLTextAreaElement).value).toBe(''),
    );
    // A blank card with 5 answers (02 §4): seen in multiple-choice mode.
    fireEvent.change(within(editor).getByLabelText('Art der Antwort'), { target: { value: '3' } });
    expect(within(editor).getByLabelText('Antwort 5')).toBeTruthy();
  });

  it('checks with the rule of the API before sending: a German message and no request', async () => {
    const calls = open();
    const editor = await neueKarte('3');
    tippen(within(editor).getByLabelText('Frage'), 'Primzahlen?');
    tippen(within(editor).getByLabelText('Antwort 1'), '2');
    fireEvent.click(within(editor).getByRole('button', { name: 'Speichern und schliessen' }));
    const alert = await within(editor).findByRole('alert');
    expect(alert.textContent).toContain('Bitte fülle alle Antworten aus.');
    expect(alert.textContent).toContain('Bitte markiere mindestens eine Antwort als richtig.');
    expect(posts(calls, '/unterrichtsmodulteile')).toEqual([]);
  });

  it('names a question too long for the database in its field and sends nothing (issue 23 §3)', async () => {
    const calls = open();
    const editor = await neueKarte('2');
    tippen(within(editor).getByLabelText('Frage'), 'ä'.repeat(32_768));
    tippen(within(editor).getByLabelText('Antwort'), 'kurz');
    expect(within(editor).getByText('Das Feld „Frage“ ist zu lang. Bitte kürze den Text.')).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Speichern und schliessen' }));
    const alert = await within(editor).findByRole('alert');
    expect(alert.textContent).toContain('Ein Text der Karte ist zu lang zum Speichern');
    expect(posts(calls, '/unterrichtsmodulteile')).toEqual([]);
  });

  it('conjugation: 17 French tenses, a new language clears the tense and is remembered', async () => {
    const calls = open();
    const editor = await neueKarte('5');
    fireEvent.change(within(editor).getByLabelText('Sprache'), { target: { value: 'fr' } });
    const zeitform = within(editor).getByLabelText('Zeitform') as HTMLSelectElement;
    expect(zeitform.options).toHaveLength(18);
    fireEvent.change(zeitform, { target: { value: 'Passé composé' } });
    expect(zeitform.value).toBe('Passé composé');
    fireEvent.change(within(editor).getByLabelText('Sprache'), { target: { value: 'es' } });
    expect((within(editor).getByLabelText('Zeitform') as HTMLSelectElement).value).toBe('');
    expect((within(editor).getByLabelText('Zeitform') as HTMLSelectElement).options).toHaveLength(20);
    expect(within(editor).getByLabelText('er/sie/es')).toBeTruthy();
    await waitFor(() =>
      expect(posts(calls, '/benutzereinstellungen')).toContainEqual(
        expect.objectContaining({ tag: 'lastKonjugationLanguage', strvalue: 'es' }),
      ),
    );
  });

  it("'Formen vorschlagen' fills the six forms, which stay editable; no data gives a hint", async () => {
    const calls = open({
      '/unterrichtsmodulteile/konjugation': {
        status: 200,
        body: {
          formen: {
            konjug_ich: 'vais',
            konjug_du: 'vas',
            konjug_ersiees: 'va',
            konjug_wir: 'allons',
            konjug_ihr: 'allez',
            konjug_sie: 'vont',
          },
        },
      },
    });
    const editor = await neueKarte('5');
    const knopf = within(editor).getByRole('button', { name: 'Formen vorschlagen' }) as HTMLButtonElement;
    expect(knopf.disabled).toBe(true);
    fireEvent.change(within(editor).getByLabelText('Sprache'), { target: { value: 'fr' } });
    fireEvent.change(within(editor).getByLabelText('Zeitform'), { target: { value: 'Présent' } });
    tippen(within(editor).getByLabelText('Verb'), 'aller');
    fireEvent.click(knopf);
    await waitFor(() =>
      expect((within(editor).getByLabelText('sie') as HTMLInputElement).value).toBe('vont'),
    );
    expect(calls.find((call) => call.path === '/unterrichtsmodulteile/konjugation')).toBeTruthy();
    tippen(within(editor).getByLabelText('ich'), 'vais (!)');
    expect((within(editor).getByLabelText('ich') as HTMLInputElement).value).toBe('vais (!)');
  });

  it('labelled image: arrow direction cycles, arrow keys move a marker, clearing a label resets it', async () => {
    open();
    const editor = await neueKarte('7');
    tippen(within(editor).getByLabelText('Bild (URL)'), 'https://example.org/blume.png');
    tippen(within(editor).getByLabelText('Beschriftung 3'), 'Stiel');
    const marker = await within(editor).findByTestId('marker-3');
    expect(marker.style.left).toBe('120px');
    fireEvent.keyDown(marker, { key: 'ArrowRight' });
    fireEvent.keyDown(marker, { key: 'ArrowDown', shiftKey: true });
    expect(within(editor).getByTestId('marker-3').style.left).toBe('124px');
    expect(within(editor).getByTestId('marker-3').style.top).toBe('20px');
    const pfeil = within(editor).getByRole('button', { name: /Pfeilrichtung von Beschriftung 3/ });
    for (let i = 0; i < 9; i += 1)
      fireEvent.click(within(editor).getByRole('button', { name: /Pfeilrichtung von Beschriftung 3/ }));
    expect(pfeil.getAttribute('aria-label')).toContain('jetzt 1');
    tippen(within(editor).getByLabelText('Beschriftung 3'), '');
    expect(within(editor).queryByTestId('marker-3')).toBeNull();
    tippen(within(editor).getByLabelText('Beschriftung 3'), 'Blatt');
    expect((await within(editor).findByTestId('marker-3')).style.left).toBe('120px');
  });

  it('Vorschau shows the unsaved card without saving it', async () => {
    const calls = open();
    const editor = await neueKarte('4');
    tippen(within(editor).getByLabelText('Frage'), 'Die Erde ist <b>rund</b>.');
    fireEvent.click(within(editor).getByLabelText('wahr'));
    fireEvent.click(within(editor).getByRole('button', { name: 'Vorschau' }));
    const vorschau = await screen.findByTestId('einzelkarte-vorschau');
    expect(within(vorschau).getByTestId('vorschau-frage').querySelector('b')?.textContent).toBe('rund');
    expect(within(vorschau).getByTestId('vorschau-antwort').textContent).toBe('wahr');
    expect(posts(calls, '/unterrichtsmodulteile')).toEqual([]);
  });
});

describe('the card list (02 §2, §4, §6)', () => {
  it("deletes a card after 'Karteikarte löschen'", async () => {
    const calls = open({ 'POST /unterrichtsmodulteile/delete': { status: 200, body: [KARTEN[1]] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Karte «the dog» löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karteikarte löschen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(posts(calls, '/unterrichtsmodulteile/delete')).toEqual([{ id: 11 }]));
  });

  it('marks all cards and copies them into another own stack', async () => {
    const calls = open({
      '/unterrichtsmodule/2': {
        status: 200,
        body: {
          unterrichtsmodule: [
            { id: 5, bezeichnung: 'Englisch Unit 3' },
            { id: 8, bezeichnung: 'Vokabeln' },
          ],
        },
      },
      'POST /unterrichtsmodulteile/kopieren': {
        status: 200,
        body: { anzahl: 2, message: '2 Karte(n) in den Stapel «Vokabeln» kopiert.' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Markieren' }));
    expect((screen.getByRole('button', { name: 'Kopieren...' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'alle ja' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kopieren...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karten kopieren' });
    expect((within(dialog).getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
    const ziel = (await within(dialog).findByLabelText('Zielstapel')) as HTMLSelectElement;
    await waitFor(() => expect(ziel.options).toHaveLength(2));
    fireEvent.change(ziel, { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(posts(calls, '/unterrichtsmodulteile/kopieren')).toEqual([
        { unterrichtsmodule_id: 8, unterrichtsModulTeilList: [11, 12] },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      '2 Karte(n) in den Stapel «Vokabeln» kopiert.',
    );
  });

  it('a pupil in a team stack edits, deletes and marks only her own cards (02 §6)', async () => {
    const lena: SessionUser = { ...LEHRERIN, id: 2, ist_schueler: true };
    open(
      {
        '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail({ wird_gemeinsam_bearbeitet: true }) },
      },
      lena,
    );
    const eigene = await screen.findByRole('button', { name: 'Karte «the dog» bearbeiten' });
    expect((eigene as HTMLButtonElement).disabled).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Karte «the cat» bearbeiten' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Karte «the cat» löschen' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Markieren' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Karte «the cat» zum Kopieren markieren' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
  });

  it('opens a saved card in the editor in the mode its flags give', async () => {
    open({
      '/unterrichtsmodulteile/5': {
        status: 200,
        body: [karte(11, 'Die Erde ist rund.', '', { wahroderfalsch: 1 })],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Karte «Die Erde ist rund.» bearbeiten' }));
    const editor = await screen.findByTestId('karte-editor');
    expect((within(editor).getByLabelText('Art der Antwort') as HTMLSelectElement).value).toBe('4');
  });
});
