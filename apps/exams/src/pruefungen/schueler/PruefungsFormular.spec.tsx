import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PruefungsFrage } from '@lernstapel/contracts';
import { PRUEFUNG_ANTWORT_MAX } from '@lernstapel/rules';
import { fakeApiCalls, renderPage, TEACHER, type ApiCall } from '@lernstapel/testing';
import { leereAntwort } from '../antwort-felder';
import { Pruefung } from '../Pruefung';
import { entwurfAendern, entwurfSchluessel, offeneAntworten } from './entwurf-speicher';
import { AUTOSAVE_MS, NEUER_VERSUCH_MS } from './use-autosave';
import { pruefungDetail } from '../../testing/pruefung';

const PRUEFUNG = pruefungDetail();
const PUPIL = { ...TEACHER, id: 7, benutzername: 'lena', ist_schueler: true };
const ZEILE = {
  schueler_id: 7,
  benutzername: 'lena',
  namevoll: 'Lena',
  status: 'in Bearbeitung',
  startzeit: '2026-11-26T08:00:00.000Z',
  endezeit: null,
  korrigiert_am: null,
  dauer_sekunden: null,
  punkte: null,
  note: null,
  kommentar_lehrperson: null,
  ablenkungen: 0,
};
const frage = (id: number, text: string): PruefungsFrage => ({
  id,
  punkte: 2,
  art: 2,
  frage: text,
  frage_videobild_url: '',
  antworten: [],
  konjug_sprache: '',
  konjug_zeitform: '',
  konjug_verb: '',
  marken: [],
  beschriftungstexte: [],
  beschriftung_antwort_nummern: false,
});
const gespeichert = (teile: { id: number; antwort1: string | null }[]) => ({
  status: 200,
  body: {
    zeile: ZEILE,
    teile: teile.map(({ id, antwort1 }) => ({
      ...leereAntwort(id),
      antwort1,
      punkte: null,
      kommentar_lehrperson: null,
      vorgeschlagene_punkte: null,
      beschriftung_nummern: null,
    })),
    vorgeschlagene_note: null,
    land: null,
  },
});
const SCHLUESSEL = entwurfSchluessel(7, 3);

/** The fake API of a running exam; while `netz.weg` the answers' PUT and the hand-in do not get through. */
function laufendePruefung(server = gespeichert([])) {
  const netz = { weg: false };
  const calls = fakeApiCalls({
    '/session': { status: 200, body: { userID: PUPIL.id, user: PUPIL } },
    '/pruefungen/id/3': { status: 200, body: PRUEFUNG },
    '/pruefungen/schuelerinpruefungen/3': { status: 200, body: [ZEILE] },
    '/pruefungen/pruefungsteile/3': { status: 200, body: [frage(11, 'Hund?'), frage(12, 'Katze?')] },
    '/pruefungen/schuelerinpruefungsteilen/3/7': server,
    'PUT /pruefungen/schuelerinpruefungsteilen/3': { status: 200, body: null },
    'POST /pruefungen/schuelerinpruefungsteilen': { status: 200, body: { ...ZEILE, status: 'abgegeben' } },
  });
  const echt = window.fetch;
  window.fetch = jest.fn(async (input: Request) => {
    if (netz.weg && input.method !== 'GET') throw new TypeError('Failed to fetch');
    return echt(input);
  }) as unknown as typeof fetch;
  renderPage(<Pruefung />, { path: '/pruefungen/*', url: '/pruefungen/3' });
  return { calls, netz };
}

const gesendet = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body as { antwort1: string });

describe('the running exam keeps every answer (issue 23)', () => {
  beforeEach(() => localStorage.clear());

  it('each answer field shows its limit and a counter, and stops at the limit', async () => {
    laufendePruefung(gespeichert([{ id: 11, antwort1: 'do' }]));
    const felder = await screen.findAllByRole('textbox', { name: 'Antwort' });
    expect(felder[0]?.getAttribute('maxlength')).toBe(String(PRUEFUNG_ANTWORT_MAX));
    expect(screen.getByText(`2 von höchstens ${PRUEFUNG_ANTWORT_MAX} Zeichen`)).toBeTruthy();
    fireEvent.change(felder[0] as HTMLElement, { target: { value: 'dog' } });
    expect(screen.getByText(`3 von höchstens ${PRUEFUNG_ANTWORT_MAX} Zeichen`)).toBeTruthy();
  });

  it('offline: says so, keeps the answer in the browser and sends it once the server is back', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const { calls, netz } = laufendePruefung();
      const [feld] = await screen.findAllByRole('textbox', { name: 'Antwort' });
      netz.weg = true;
      fireEvent.change(feld as HTMLElement, { target: { value: 'dog' } });
      // Kept in the browser at once, before any request.
      expect(offeneAntworten(SCHLUESSEL).get(11)?.antwort1).toBe('dog');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(AUTOSAVE_MS + 50);
      });
      const offline = await screen.findByTestId('pruefung-offline');
      expect(offline.textContent).toContain(
        'Offline – deine Antworten werden gespeichert, sobald die Verbindung zurück ist.',
      );
      expect(offline.textContent).toContain('Aufgabe 1');
      expect(gesendet(calls)).toEqual([]);
      // Still down at the next try; then back.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(NEUER_VERSUCH_MS + 50);
      });
      expect(screen.getByTestId('pruefung-offline')).toBeTruthy();
      netz.weg = false;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(NEUER_VERSUCH_MS + 50);
      });
      await waitFor(() => expect(screen.queryByTestId('pruefung-offline')).toBeNull());
      expect(gesendet(calls).map((body) => body.antwort1)).toEqual(['dog']);
      expect(offeneAntworten(SCHLUESSEL).size).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a reload brings back what the server does not have yet, and sends it', async () => {
    entwurfAendern(SCHLUESSEL, { ...leereAntwort(12), antwort1: 'cat (offline getippt)' });
    const { calls } = laufendePruefung(gespeichert([{ id: 11, antwort1: 'dog' }]));
    const felder = await screen.findAllByRole('textbox', { name: 'Antwort' });
    expect(felder.map((feld) => (feld as HTMLTextAreaElement).value)).toEqual([
      'dog',
      'cat (offline getippt)',
    ]);
    await waitFor(() =>
      expect(gesendet(calls).map((body) => body.antwort1)).toEqual(['cat (offline getippt)']),
    );
    await waitFor(() => expect(offeneAntworten(SCHLUESSEL).size).toBe(0));
  });

  it('a hand-in that does not reach the server keeps the answers and says so', async () => {
    const { calls, netz } = laufendePruefung();
    const [feld] = await screen.findAllByRole('textbox', { name: 'Antwort' });
    fireEvent.change(feld as HTMLElement, { target: { value: 'dog' } });
    netz.weg = true;
    fireEvent.click(screen.getByRole('switch', { name: /möchte die Prüfung abgeben/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Abgeben und beenden' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Abgabe hat den Server nicht erreicht. Deine Antworten bleiben in diesem Browser gespeichert.',
    );
    expect(offeneAntworten(SCHLUESSEL).get(11)?.antwort1).toBe('dog');
    netz.weg = false;
    fireEvent.click(screen.getByRole('button', { name: 'Abgeben und beenden' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    await waitFor(() => expect(localStorage.getItem(SCHLUESSEL)).toBeNull());
  });
});
