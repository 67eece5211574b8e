import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PruefungsteilLehrperson } from '@lernstapel/contracts';
import { emptyCard } from '@lernstapel/rules';
import { fakeApiCalls, renderPage, SESSION } from '@lernstapel/testing';
import { leereAntwort } from '../antwort-felder';
import { KorrekturFormular } from './KorrekturFormular';
import { pruefungDetail } from '../../testing/pruefung';

const PRUEFUNG = pruefungDetail({ gesamtpunktezahl: 5 });
const teil = (id: number, punkte: number, frage: string): PruefungsteilLehrperson => ({
  id,
  unterrichtsmodulteil_id: id,
  punkte,
  karte: { ...emptyCard({ unterrichtsmodule_id: 8 }), id, frage, antwort1: 'dog' },
});
const ZEILE = {
  schueler_id: 7,
  benutzername: 'lena',
  namevoll: 'Lena',
  status: 'abgegeben',
  startzeit: null,
  endezeit: null,
  korrigiert_am: null,
  dauer_sekunden: 60,
  punkte: null,
  note: null,
  kommentar_lehrperson: null,
  ablenkungen: 0,
};

function oeffnen(land: string) {
  const calls = fakeApiCalls({
    '/session': SESSION,
    '/pruefungen/pruefungsteile/3': { status: 200, body: [teil(11, 2, 'Hund?'), teil(12, 3, 'Katze?')] },
    '/pruefungen/schuelerinpruefungsteilen/3/7': {
      status: 200,
      body: {
        zeile: ZEILE,
        teile: [11, 12].map((id) => ({
          ...leereAntwort(id),
          antwort1: 'dog',
          punkte: null,
          kommentar_lehrperson: null,
          vorgeschlagene_punkte: 2,
          beschriftung_nummern: null,
        })),
        vorgeschlagene_note: 5,
        land,
      },
    },
  });
  renderPage(<KorrekturFormular pruefung={PRUEFUNG} schuelerId={7} />);
  return calls;
}

describe('grading keeps points and grade in their range (issue 23)', () => {
  it('points above the part’s points are told beside the field and cannot be saved', async () => {
    const calls = oeffnen('CH');
    const feld = await screen.findByRole('spinbutton', { name: 'Punkte für Aufgabe 1' });
    fireEvent.change(feld, { target: { value: '99' } });
    expect(screen.getByText('Für Aufgabe 1 gibt es höchstens 2 Punkte.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Korrigiert!' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(feld, { target: { value: '-1' } });
    expect(screen.getByText('Die Punkte für Aufgabe 1 müssen eine Zahl von 0 bis 2 sein.')).toBeTruthy();
    fireEvent.change(feld, { target: { value: '2' } });
    expect((screen.getByRole('button', { name: 'Korrigiert!' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it.each([
    ['A', '6', 'Die Note muss eine Zahl von 1 bis 5 sein.'],
    ['DE', '0', 'Die Note muss eine Zahl von 1 bis 6 sein.'],
    ['CH', '6.5', 'Die Note muss eine Zahl von 1 bis 6 sein.'],
  ])('a grade outside the scale of %s (%s) is told and cannot be saved', async (land, note, meldung) => {
    oeffnen(land);
    const feld = await screen.findByRole('spinbutton', { name: 'Note' });
    fireEvent.change(feld, { target: { value: note } });
    await waitFor(() => expect(screen.getByText(meldung)).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('saving a correction', () => {
  it('sends the typed points and comments and the grade that follows the total', async () => {
    const calls = oeffnen('CH');
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Punkte für Aufgabe 2' }), {
      target: { value: '3' },
    });
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Kommentar der Lehrperson' })[0] as HTMLElement, {
      target: { value: 'gut' },
    });
    expect((screen.getByRole('spinbutton', { name: 'Note' }) as HTMLInputElement).value).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: 'Korrigiert!' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      teile: [
        { pruefungsteil_id: 11, punkte: 2, kommentar_lehrperson: 'gut' },
        { pruefungsteil_id: 12, punkte: 3, kommentar_lehrperson: '' },
      ],
      note: 6,
      kommentar_lehrperson: '',
      korrigiert: true,
    });
  });
});
