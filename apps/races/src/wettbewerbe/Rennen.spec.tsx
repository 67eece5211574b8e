import { fireEvent, render, screen, within } from '@testing-library/react';
import type { WettbewerbKarte, WettbewerbTeilnehmer } from '@lernstapel/contracts';
import type { CardAnswer } from '@lernstapel/rules';
import { LernstapelProvider } from '@lernstapel/ui';
import { FragePanel } from './FragePanel';
import { rangVon, rennAnsage, type AnsageStand } from './renn-ansage';
import { BAHN_BREITE, jockeyX, Rennbahn, START_OFFSET } from './Rennbahn';
import { Schlusstabelle } from './Schlusstabelle';

const person = (id: number, benutzername: string, position: number): WettbewerbTeilnehmer => ({
  id,
  benutzer_id: id * 10,
  benutzername,
  start_nr: id,
  einladung_angenommen: true,
  farbe: '#c92a2a',
  position,
});

const karte = (overrides: Partial<WettbewerbKarte>): WettbewerbKarte => ({
  id: 1,
  modus: 2,
  frage: 'Hund?',
  frage_videobild_url: '',
  antwort: null,
  antworten: [],
  konjug_sprache: '',
  konjug_zeitform: '',
  konjug_verb: '',
  marken: [],
  beschriftung_antwort_nummern: false,
  beschriftung_liste: [],
  ...overrides,
});

function panel(props: Partial<WettbewerbKarte>) {
  const gesendet: CardAnswer[] = [];
  render(
    <LernstapelProvider>
      <FragePanel karte={karte(props)} onAntwort={(antwort) => gesendet.push(antwort)} busy={false} />
    </LernstapelProvider>,
  );
  return gesendet;
}

describe('the race track (02 §9)', () => {
  it('puts a jockey at the start offset plus its share of the 820 px track', () => {
    expect(jockeyX(0, 4)).toBe(START_OFFSET);
    expect(jockeyX(2, 4)).toBe(START_OFFSET + BAHN_BREITE / 2);
    expect(jockeyX(4, 4)).toBe(START_OFFSET + BAHN_BREITE);
    expect(jockeyX(9, 4)).toBe(START_OFFSET + BAHN_BREITE);
  });

  it('draws one named jockey per participant in start order', () => {
    render(<Rennbahn teilnehmer={[person(2, 'ben', 1), person(1, 'anna', 3)]} anzahlFragen={4} />);
    const bahn = screen.getByRole('img', { name: 'Rennbahn mit 2 Jockeys' });
    expect(
      within(bahn)
        .getAllByTestId('jockey')
        .map((j) => j.getAttribute('data-benutzer')),
    ).toEqual(['anna', 'ben']);
  });
});

describe('the final table (02 §2)', () => {
  it('ranks by points, equal points share a rank', () => {
    render(
      <LernstapelProvider>
        <Schlusstabelle teilnehmer={[person(1, 'anna', 2), person(2, 'ben', 4), person(3, 'cem', 2)]} />
      </LernstapelProvider>,
    );
    const zeilen = within(screen.getByTestId('schlusstabelle'))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(zeilen).toEqual([
      ['1', 'ben', '4'],
      ['2', 'anna', '2'],
      ['2', 'cem', '2'],
    ]);
  });
});

describe('the question panel sends what the player gave, never knowing the solution', () => {
  it('written answer', () => {
    const gesendet = panel({ modus: 2 });
    fireEvent.change(screen.getByTestId('antwort-text'), { target: { value: 'dog' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(gesendet).toEqual([{ kind: 'schriftlich', text: 'dog' }]);
  });

  it('multiple choice: the chosen slots', () => {
    const gesendet = panel({
      modus: 3,
      antworten: [
        { nummer: 1, text: 'dog', imageurl: '' },
        { nummer: 2, text: 'cat', imageurl: '' },
      ],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'cat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(gesendet).toEqual([{ kind: 'multipleChoice', chosen: [2] }]);
  });

  it('true or false', () => {
    const gesendet = panel({ modus: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Falsch' }));
    expect(gesendet).toEqual([{ kind: 'wahrOderFalsch', wahr: false }]);
  });

  it('oral card: reveal, then self-check', () => {
    const gesendet = panel({ modus: 1, antwort: 'dog' });
    fireEvent.click(screen.getByRole('button', { name: 'Zeige Antwort' }));
    expect(screen.getByText('dog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ich wusste es!' }));
    expect(gesendet).toEqual([{ kind: 'selbstkontrolle', known: true }]);
  });
});

describe('the question takes the focus (issue 23)', () => {
  it.each([
    [1, 'oral'],
    [3, 'multiple choice'],
    [4, 'true or false'],
  ])('mode %i (%s): the question itself', (modus) => {
    panel({ modus, antworten: [{ nummer: 1, text: 'dog', imageurl: '' }] });
    expect(document.activeElement).toBe(screen.getByTestId('frage-text'));
  });

  it('a written card: its answer field, named with the question', () => {
    panel({ modus: 2 });
    const feld = screen.getByRole('textbox', { name: 'Antwort: Hund?' });
    expect(document.activeElement).toBe(feld);
  });
});

describe('what screen readers hear of the race (issue 23: polite, not every move)', () => {
  const stand = (laeuft: boolean, rang: number | null): AnsageStand => ({ laeuft, rang, anzahl: 3 });

  it.each<[string, AnsageStand | null, AnsageStand, string | null]>([
    ['first render', null, stand(true, 1), null],
    [
      'the start',
      stand(false, 1),
      stand(true, 1),
      'Der Wettbewerb läuft. Drücke «LOS!!!», um die erste Frage zu sehen.',
    ],
    ['a new place', stand(true, 2), stand(true, 1), 'Du bist jetzt auf Platz 1 von 3.'],
    ['falling back', stand(true, 1), stand(true, 3), 'Du bist jetzt auf Platz 3 von 3.'],
    ['a move that keeps the place', stand(true, 2), stand(true, 2), null],
    ['the race is over', stand(true, 1), stand(false, 1), null],
    ['a viewer who does not play', stand(true, null), stand(true, null), null],
  ])('%s', (_name, vorher, jetzt, erwartet) => {
    expect(rennAnsage(vorher, jetzt)).toBe(erwartet);
  });

  it.each<[number, number | null]>([
    [10, 2],
    [20, 1],
    [30, 2],
    [99, null],
  ])('user %i is on place %p', (userId, rang) => {
    const teilnehmer = [person(1, 'anna', 2), person(2, 'ben', 4), person(3, 'cem', 2)];
    expect(rangVon(teilnehmer, userId)).toBe(rang);
  });
});
