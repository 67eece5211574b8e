import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fakeApiCalls, renderPage, SESSION, TEACHER } from '@lernstapel/testing';
import { leereAntwort } from './antwort-felder';
import { Pruefung } from './Pruefung';
import { pruefungDetail } from '../testing/pruefung';

const PRUEFUNG = pruefungDetail({
  titel: 'Bruchrechnen',
  datum: '2025-05-01',
  abgelaufen: true,
  anweisung_vor_pruefung: 'Lies jede Frage genau.\n<script>alert(1)</script>',
  gesamtpunktezahl: 12,
  modultitel: 'Brüche 1',
  anzahl_teile: 4,
});

const PUPIL = { ...TEACHER, id: 7, benutzername: 'lena', ist_schueler: true };
const PUPIL_SESSION = { status: 200, body: { userID: PUPIL.id, user: PUPIL } };
const ZEILE = {
  schueler_id: 7,
  benutzername: 'lena',
  namevoll: 'Lena',
  status: null,
  startzeit: null,
  endezeit: null,
  korrigiert_am: null,
  dauer_sekunden: null,
  punkte: null,
  note: null,
  kommentar_lehrperson: null,
  ablenkungen: 0,
};
const VOR_DEM_START = {
  '/session': PUPIL_SESSION,
  '/pruefungen/schuelerinpruefungen/3': { status: 200, body: [ZEILE] },
};

function open(url: string) {
  return renderPage(<Pruefung />, { path: '/pruefungen/*', url });
}

describe('exam screen (exams remote, 02 §2)', () => {
  it('shows the header: title, date with (abgelaufen), stack, parts, points and the instruction as text', async () => {
    const requested = fakeApi({ ...VOR_DEM_START, '/pruefungen/id/3': { status: 200, body: PRUEFUNG } });
    open('/pruefungen/3');
    expect((await screen.findByTestId('pruefung-datum')).textContent).toBe('01.05.2025 (abgelaufen)');
    expect(screen.getByRole('heading', { name: 'Bruchrechnen' })).toBeTruthy();
    expect(screen.getByTestId('pruefung-stapel').textContent).toBe('Brüche 1');
    expect(screen.getByTestId('pruefung-anzahl-teile').textContent).toBe('4');
    expect(screen.getByTestId('pruefung-gesamtpunktezahl').textContent).toBe('12');
    const anweisung = screen.getByTestId('pruefung-anweisung');
    expect(anweisung.textContent).toBe('Lies jede Frage genau.\n<script>alert(1)</script>');
    expect(anweisung.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Anweisung vor der Prüfung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(requested).toEqual(['/session', '/pruefungen/id/3', '/pruefungen/schuelerinpruefungen/3']);
  });

  it('shows a future date without (abgelaufen) and no instruction block when there is none', async () => {
    fakeApi({
      ...VOR_DEM_START,
      '/pruefungen/id/3': {
        status: 200,
        body: { ...PRUEFUNG, datum: '2027-01-10', abgelaufen: false, anweisung_vor_pruefung: null },
      },
    });
    open('/pruefungen/3');
    expect((await screen.findByTestId('pruefung-datum')).textContent).toBe('10.01.2027');
    expect(screen.queryByTestId('pruefung-anweisung')).toBeNull();
  });

  it("'Schliessen' goes to /user/pruefungen", async () => {
    fakeApi({ ...VOR_DEM_START, '/pruefungen/id/3': { status: 200, body: PRUEFUNG } });
    const { router } = open('/pruefungen/3');
    await screen.findByTestId('pruefung-kopf');
    fireEvent.click(screen.getByRole('link', { name: 'Schliessen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/pruefungen'));
  });

  it("shows 'No module found' with a close button when the exam does not exist", async () => {
    fakeApi({});
    open('/pruefungen/99');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No module found');
    expect(screen.getByRole('link', { name: 'Schliessen' }).getAttribute('href')).toBe('/user/pruefungen');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the API's message when the exam is not the user's", async () => {
    fakeApi({
      '/pruefungen/id/3': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'fehler.keineBerechtigung',
          message: 'Dafür fehlt dir die Berechtigung.',
        },
      },
    });
    open('/pruefungen/3');
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
  });

  it.each(['/pruefungen', '/pruefungen/x1', '/pruefungen/3/mehr'])('%s goes to /user', async (url) => {
    fakeApi({});
    const { router } = open(url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it('a pupil who handed in sees the result message and that the page can be closed', async () => {
    fakeApi({
      '/session': PUPIL_SESSION,
      '/pruefungen/id/3': { status: 200, body: PRUEFUNG },
      '/pruefungen/schuelerinpruefungen/3': { status: 200, body: [{ ...ZEILE, status: 'abgegeben' }] },
    });
    open('/pruefungen/3');
    const meldung = await screen.findByTestId('pruefung-beendet');
    expect(meldung.textContent).toContain('Das Ergebnis wurde erfolgreich verschickt!');
    expect(meldung.textContent).toContain('Die Prüfung ist beendet. Du kannst diese Seite jetzt schliessen.');
    expect(screen.queryByRole('button', { name: 'Abgeben und beenden' })).toBeNull();
  });

  it("a started pupil answers; 'Abgeben und beenden' waits for the confirmation and sends every answer", async () => {
    const calls = fakeApiCalls({
      '/session': PUPIL_SESSION,
      '/pruefungen/id/3': { status: 200, body: PRUEFUNG },
      '/pruefungen/schuelerinpruefungen/3': {
        status: 200,
        body: [{ ...ZEILE, status: 'in Bearbeitung', startzeit: '2026-11-24T08:00:00.000Z' }],
      },
      '/pruefungen/pruefungsteile/3': {
        status: 200,
        body: [
          {
            id: 11,
            punkte: 2,
            art: 2,
            frage: 'Hund auf Englisch?',
            frage_videobild_url: '',
            antworten: [],
            konjug_sprache: '',
            konjug_zeitform: '',
            konjug_verb: '',
            marken: [],
            beschriftungstexte: [],
            beschriftung_antwort_nummern: false,
          },
        ],
      },
      '/pruefungen/schuelerinpruefungsteilen/3/7': {
        status: 200,
        body: {
          zeile: ZEILE,
          teile: [
            {
              ...leereAntwort(11),
              antwort1: 'do',
              punkte: null,
              kommentar_lehrperson: null,
              vorgeschlagene_punkte: null,
            },
          ],
          vorgeschlagene_note: null,
          land: null,
        },
      },
      'POST /pruefungen/schuelerinpruefungsteilen': { status: 200, body: { ...ZEILE, status: 'abgegeben' } },
    });
    open('/pruefungen/3');
    const antwort = await screen.findByRole('textbox', { name: 'Antwort' });
    // The answer saved before the reload is back (issue 12: resume).
    expect((antwort as HTMLTextAreaElement).value).toBe('do');
    fireEvent.change(antwort, { target: { value: 'dog' } });
    const abgeben = screen.getByRole('button', { name: 'Abgeben und beenden' });
    expect((abgeben as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /möchte die Prüfung abgeben/ }));
    expect((abgeben as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(abgeben);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const abgabe = calls.find((call) => call.method === 'POST');
    // Only answer fields go back (the API refuses unknown ones such as the graded points).
    expect(abgabe?.body).toEqual({ pruefung_id: 3, antworten: [{ ...leereAntwort(11), antwort1: 'dog' }] });
  });

  it('a teacher gets the tabs vorbereiten, korrigieren and ueberblick', async () => {
    fakeApi({
      '/session': SESSION,
      '/pruefungen/id/3': { status: 200, body: PRUEFUNG },
      '/pruefungen/pruefungsteile/3': { status: 200, body: [] },
      '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [] } },
      '/pruefungen/schuelerinpruefungen/3': {
        status: 200,
        body: [
          { ...ZEILE, status: 'in Bearbeitung', ablenkungen: 2 },
          {
            ...ZEILE,
            schueler_id: 8,
            benutzername: 'max',
            status: 'korrigiert',
            dauer_sekunden: 754,
            punkte: 9,
            note: 4.75,
          },
          { ...ZEILE, schueler_id: 9, benutzername: 'mia' },
        ],
      },
    });
    open('/pruefungen/3');
    expect(await screen.findByRole('tab', { name: 'Vorbereiten' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Titel' }) as HTMLInputElement).value).toBe('Bruchrechnen');
    fireEvent.click(screen.getByRole('tab', { name: 'Überblick' }));
    const lena = await screen.findByTestId('ueberblick-lena');
    expect(lena.textContent).toContain('in Bearbeitung');
    expect(lena.textContent).toContain('2× Fenster verlassen');
    expect(screen.getByTestId('ueberblick-max').textContent).toContain('12:34');
    expect(screen.getByTestId('ueberblick-max').textContent).toContain('4.75');
    expect(screen.getByTestId('ueberblick-mia').textContent).toContain('Noch nicht angefangen');
  });

  it('an exam without questions: the refused release shows the German message and the switch goes back off', async () => {
    const message =
      'Eine Prüfung ohne Aufgaben kann nicht freigegeben werden. Wähle zuerst unter «Vorbereiten» die Aufgaben aus einem Stapel und speichere sie.';
    const calls = fakeApiCalls({
      '/session': SESSION,
      '/pruefungen/id/3': {
        status: 200,
        body: {
          ...PRUEFUNG,
          freigegeben: false,
          anzahl_teile: 0,
          unterrichtsmodul_id: null,
          modultitel: null,
        },
      },
      '/pruefungen/pruefungsteile/3': { status: 200, body: [] },
      '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [] } },
      'POST /pruefungen/freigeben/3': {
        status: 409,
        body: { statusCode: 409, error: 'pruefungen.freigabeOhneAufgaben', message },
      },
    });
    open('/pruefungen/3');
    const schalter = (await screen.findByRole('switch', { name: 'Freigegeben' })) as HTMLInputElement;
    expect(schalter.checked).toBe(false);
    fireEvent.click(schalter);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await waitFor(() => expect(schalter.checked).toBe(false));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/pruefungen/freigeben/3', body: { freigegeben: true } },
    ]);
  });
});
