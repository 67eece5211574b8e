import type { PruefungsAntwort } from '@lernstapel/contracts';
import { leerePruefungsAntwort } from '@lernstapel/rules';
import {
  entwurfAendern,
  entwurfGesendet,
  entwurfLesen,
  entwurfLoeschen,
  entwurfSchluessel,
  offeneAntworten,
} from './entwurf-speicher';

const antwort = (id: number, text: string): PruefungsAntwort => ({
  ...leerePruefungsAntwort(id),
  antwort1: text,
});

describe('the exam draft in the browser (issue 23: nothing typed is lost)', () => {
  const schluessel = entwurfSchluessel(7, 3);
  beforeEach(() => localStorage.clear());

  it('is kept per user and exam', () => {
    expect(entwurfSchluessel(7, 3)).not.toBe(entwurfSchluessel(8, 3));
    expect(entwurfSchluessel(7, 3)).not.toBe(entwurfSchluessel(7, 4));
  });

  it('keeps each change as open until the server has it', () => {
    entwurfAendern(schluessel, antwort(1, 'Hu'));
    entwurfAendern(schluessel, antwort(1, 'Hund'));
    entwurfAendern(schluessel, antwort(2, 'Katze'));
    expect([...offeneAntworten(schluessel)]).toEqual([
      [1, antwort(1, 'Hund')],
      [2, antwort(2, 'Katze')],
    ]);
    entwurfGesendet(schluessel, antwort(1, 'Hund'));
    expect([...offeneAntworten(schluessel).keys()]).toEqual([2]);
  });

  it('an answer that changed while it was on its way stays open', () => {
    entwurfAendern(schluessel, antwort(1, 'Hu'));
    entwurfAendern(schluessel, antwort(1, 'Hund'));
    entwurfGesendet(schluessel, antwort(1, 'Hu'));
    expect(offeneAntworten(schluessel).get(1)).toEqual(antwort(1, 'Hund'));
  });

  it('survives a reload (it is in localStorage) and goes after the hand-in', () => {
    entwurfAendern(schluessel, antwort(1, 'Hund'));
    expect(JSON.parse(localStorage.getItem(schluessel) ?? '{}')).toMatchObject({ offen: [1] });
    entwurfLoeschen(schluessel);
    expect(entwurfLesen(schluessel)).toEqual({ antworten: {}, offen: [] });
  });

  it.each(['kein json', '[]', '{"offen":"x"}', 'null'])('reads a damaged draft %j as empty', (text) => {
    localStorage.setItem(schluessel, text);
    expect(offeneAntworten(schluessel).size).toBe(0);
  });
});
