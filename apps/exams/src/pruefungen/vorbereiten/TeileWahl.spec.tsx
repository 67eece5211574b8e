import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PruefungsteilLehrperson } from '@lernstapel/contracts';
import { emptyCard } from '@lernstapel/rules';
import { fakeApiCalls, renderPage, SESSION } from '@lernstapel/testing';
import { TeileWahl } from './TeileWahl';
import { pruefungDetail } from '../../testing/pruefung';

const PRUEFUNG = pruefungDetail({ freigegeben: false, gesamtpunktezahl: 2, anzahl_teile: 1 });
const karte = (id: number, frage: string) => ({ ...emptyCard({ unterrichtsmodule_id: 8 }), id, frage });
const GESPEICHERT: PruefungsteilLehrperson = {
  id: 50,
  unterrichtsmodulteil_id: 12,
  punkte: 2,
  karte: karte(12, 'Katze?'),
};

function oeffnen() {
  const calls = fakeApiCalls({
    '/session': SESSION,
    '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [] } },
    '/unterrichtsmodulteile/8': {
      status: 200,
      body: [karte(11, 'Hund?'), karte(12, 'Katze?'), karte(13, 'Maus?')],
    },
    '/pruefungen/pruefungsteile/3': { status: 200, body: [GESPEICHERT] },
  });
  renderPage(<TeileWahl pruefung={PRUEFUNG} userId={2} />);
  return calls;
}

const tabelle = () => screen.findByTestId('vorbereiten-teile');

describe('choosing the parts of an exam (02 §2 vorbereiten)', () => {
  it('starts with the saved parts first, then the other cards at 1 point', async () => {
    oeffnen();
    const zeilen = within(await tabelle()).getAllByRole('checkbox') as HTMLInputElement[];
    expect(zeilen.map((feld) => [feld.getAttribute('aria-label'), feld.checked])).toEqual([
      ['In die Prüfung aufnehmen: Katze?', true],
      ['In die Prüfung aufnehmen: Hund?', false],
      ['In die Prüfung aufnehmen: Maus?', false],
    ]);
    expect(screen.getByTestId('vorbereiten-summe').textContent).toBe('2');
  });

  it('saves the chosen cards with their points in the order shown', async () => {
    const calls = oeffnen();
    const liste = await tabelle();
    fireEvent.click(within(liste).getByRole('checkbox', { name: /Maus\?/ }));
    fireEvent.change(within(liste).getByRole('spinbutton', { name: 'Punkte für Aufgabe 3' }), {
      target: { value: '4' },
    });
    fireEvent.click(within(liste).getByRole('button', { name: /3 nach oben/ }));
    expect(screen.getByTestId('vorbereiten-summe').textContent).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: 'Aufgaben speichern' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      unterrichtsmodul_id: 8,
      teile: [
        { unterrichtsmodulteil_id: 12, punkte: 2 },
        { unterrichtsmodulteil_id: 13, punkte: 4 },
      ],
    });
  });

  it('invalid points of a chosen card are told and block saving', async () => {
    oeffnen();
    fireEvent.change(within(await tabelle()).getByRole('spinbutton', { name: 'Punkte für Aufgabe 1' }), {
      target: { value: '-1' },
    });
    expect(await screen.findByText('Die Punkte müssen eine Zahl ab 0 sein.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Aufgaben speichern' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
