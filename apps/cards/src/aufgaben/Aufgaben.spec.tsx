import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApiCalls, renderPage } from '@lernstapel/testing';
import { geteilterStapel, stapelListItem } from '../testing/fixtures';
import { flashcardsApi, LEHRERIN, SCHUELERIN } from '../testing/flashcards-api';
import { Aufgaben } from './Aufgaben';
import { eigeneKopie } from './QuizStarten';

const AUFGABE = geteilterStapel(3, 'Englisch: Verben', {
  unterrichtsmodule_id: 40,
  ist_aufgabe: true,
  aufgabe: 'Bis Freitag lernen',
});

function open(user = SCHUELERIN, eigene = [stapelListItem(1, 'Latein')], url = '/user/aufgaben') {
  const calls = fakeApiCalls(
    flashcardsApi(
      {
        [`/unterrichtsmodule/${user.id}`]: { status: 200, body: { unterrichtsmodule: eigene } },
        [`/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${user.id}`]: {
          status: 200,
          body: { allegeteilteFuerBenutzer: [AUFGABE, geteilterStapel(4, 'Nur geteilt')] },
        },
        [`/stapelablage/${user.id}`]: { status: 200, body: { stapelablage: [] } },
        'POST /unterrichtsmodule/kopieren': {
          status: 200,
          body: {
            message: 'Der Stapel «Englisch: Verben» wurde in deine Flashcards kopiert.',
            unterrichtsmodul: stapelListItem(77, 'Englisch: Verben', { ist_kopie_von_umodul_id: 40 }),
          },
        },
      },
      user,
    ),
  );
  return { calls, ...renderPage(<Aufgaben />, { path: '/user/:from', url }) };
}

describe("Aufgaben's tab Quiz (01 §2, issue 23)", () => {
  it("opens on 'Quiz' for a pupil; 'Quiz starten' copies the assignment once and opens the copy's quiz", async () => {
    const { calls, router } = open();
    const tab = await screen.findByRole('tab', { name: 'Quiz' });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const liste = await screen.findByRole('region', { name: 'Stapel zum Lernen' });
    const eintrag = await within(liste).findByRole('article', { name: 'Englisch: Verben' });
    expect(within(liste).queryByRole('article', { name: 'Nur geteilt' })).toBeNull();
    expect(screen.getByText(/Deine Lehrperson sieht dann dein Ergebnis/)).toBeTruthy();
    fireEvent.click(within(eintrag).getByRole('button', { name: 'Quiz starten: Englisch: Verben' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/previewunterrichtsmodul/77/quiz'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { ist_kopie_von_umodul_id: 40 },
    ]);
  });

  it('leads to the own copy when there is one, without copying again', async () => {
    open(SCHUELERIN, [stapelListItem(55, 'Englisch: Verben', { ist_kopie_von_umodul_id: 40 })]);
    const eintrag = await screen.findByRole('article', { name: 'Englisch: Verben' });
    const quiz = await within(eintrag).findByRole('link', { name: 'Quiz starten: Englisch: Verben' });
    expect(quiz.getAttribute('href')).toBe('/previewunterrichtsmodul/55/quiz');
    expect(within(eintrag).queryByRole('link', { name: 'In eigene Stapel kopieren' })).toBeNull();
    expect(within(eintrag).getByRole('link', { name: 'Vorschau' }).getAttribute('href')).toBe(
      '/previewunterrichtsmodul/40/briefkasten',
    );
  });

  it("a teacher starts on the hand-ins and never reads the pupils' hint", async () => {
    open(LEHRERIN);
    const verbessern = await screen.findByRole('tab', { name: 'Verbessern' });
    await waitFor(() => expect(verbessern.getAttribute('aria-selected')).toBe('true'));
    fireEvent.click(screen.getByRole('tab', { name: 'Quiz' }));
    expect(await screen.findByText(/Wie deine Schülerinnen und Schüler lernen/)).toBeTruthy();
    expect(screen.queryByText(/Deine Lehrperson sieht dann dein Ergebnis/)).toBeNull();
  });

  it('the newest copy counts when there are several', () => {
    const kopien = [
      stapelListItem(5, 'A', { ist_kopie_von_umodul_id: 40 }),
      stapelListItem(9, 'B', { ist_kopie_von_umodul_id: 40 }),
      stapelListItem(12, 'C', { ist_kopie_von_umodul_id: 41 }),
    ];
    expect(eigeneKopie(kopien, 40)?.id).toBe(9);
    expect(eigeneKopie(kopien, 42)).toBeUndefined();
  });
});
