import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApiCalls, renderPage, SESSION } from '@lernstapel/testing';
import { Vorbereiten } from './Vorbereiten';
import { pruefungDetail } from '../../testing/pruefung';

const PRUEFUNG = pruefungDetail({
  freigegeben: false,
  unterrichtsmodul_id: null,
  gesamtpunktezahl: 0,
  modultitel: null,
  anzahl_teile: 0,
});

function oeffnen() {
  const calls = fakeApiCalls({
    '/session': SESSION,
    '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [] } },
    '/pruefungen/pruefungsteile/3': { status: 200, body: [] },
    '/pruefungen/id/3': { status: 200, body: PRUEFUNG },
  });
  renderPage(<Vorbereiten pruefung={PRUEFUNG} userId={2} />);
  return calls;
}

const posts = (calls: ReturnType<typeof fakeApiCalls>) => calls.filter((call) => call.method === 'POST');

describe('preparing an exam (02 §2 vorbereiten)', () => {
  it('saves title, date and instruction as typed', async () => {
    const calls = oeffnen();
    fireEvent.change(screen.getByRole('textbox', { name: /Titel/ }), { target: { value: 'Englisch 2' } });
    fireEvent.change(screen.getByLabelText(/Datum/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Anweisung/ }), {
      target: { value: 'Kein Handy.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({
      titel: 'Englisch 2',
      datum: '2026-12-01',
      anweisung_vor_pruefung: 'Kein Handy.',
    });
  });

  it.each([
    ['an empty title', /Titel/, '  ', 'Bitte gib einen Titel ein.'],
    ['an impossible date', /Datum/, '2026-02-30', 'Bitte gib ein gültiges Datum ein.'],
  ])('%s is told beside its field and nothing is sent', async (_fall, feld, wert, meldung) => {
    const calls = oeffnen();
    fireEvent.change(screen.getByLabelText(feld), { target: { value: wert } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(meldung)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });
});
