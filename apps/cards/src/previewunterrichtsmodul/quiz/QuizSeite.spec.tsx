import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuizStapel } from '@lernstapel/contracts';
import { fakeApiCalls, renderPage, SESSION, TEACHER, nth } from '@lernstapel/testing';
import { GESPERRT, karte } from '../../testing/fixtures';
import { StapelVorschau } from '../StapelVorschau';

function quiz(overrides: Partial<QuizStapel> = {}): QuizStapel {
  return {
    id: 5,
    bezeichnung: 'Englisch Unit 3',
    eigener: true,
    faecher: { fach1: 2, fach2: 0, fach3: 0 },
    karten: [
      karte(11, 'the dog', 'der Hund'),
      karte(12, 'the cat', 'die Katze', { mussfrageschriftlichbeantworten: true }),
    ],
    lernmodus: 'faecher',
    faellig: [11, 12],
    ...overrides,
  };
}

function open(antwort = quiz()) {
  const calls = fakeApiCalls({
    '/session': SESSION,
    '/unterrichtsmodulteile/quiz/5': { status: 200, body: antwort },
    'POST /unterrichtsmodulteile/quiz/fach': { status: 200, body: {} },
    'POST /stapelergebnisse': { status: 200, body: [] },
    '/stapelergebnisse/5': { status: 200, body: [] },
  });
  renderPage(<StapelVorschau />, {
    path: '/previewunterrichtsmodul/*',
    url: '/previewunterrichtsmodul/5/quiz',
  });
  return calls;
}

async function beantworteBeide() {
  await screen.findByTestId('quiz-karte');
  for (let i = 0; i < 2; i++) {
    const frage = screen.getByTestId('quiz-karte').textContent ?? '';
    if (frage.includes('the dog')) {
      fireEvent.click(screen.getByTestId('quiz-karte'));
      fireEvent.keyDown(window, { key: 'j' });
    } else {
      const feld = screen.getByLabelText(/Deine Antwort/);
      expect(screen.getByRole('button', { name: 'Prüfen' })).toHaveProperty('disabled', true);
      fireEvent.change(feld, { target: { value: 'die katze' } });
      fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
      expect(screen.getByTestId('quiz-meldung').textContent).toContain('Falsch!');
      expect(screen.getByTestId('quiz-meldung').textContent).toContain(
        'Die richtige Antwort lautet: die Katze',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Nächste Frage' }));
    }
  }
}

describe('the quiz (02 §2, §4, §5)', () => {
  beforeEach(() => localStorage.clear());

  it('says why instead of asking while the race on the stack runs (issue 22 §1)', async () => {
    fakeApiCalls({
      '/unterrichtsmodulteile/quiz/5': {
        status: 423,
        body: {
          ...GESPERRT.body,
          error: 'unterrichtsmodule.gesperrtWettbewerb',
          message: 'Dieser Stapel ist gesperrt, solange dein Wettbewerb läuft.',
        },
      },
    });
    renderPage(<StapelVorschau />, {
      path: '/previewunterrichtsmodul/*',
      url: '/previewunterrichtsmodul/5/quiz',
    });
    expect((await screen.findByTestId('stapel-gesperrt')).textContent).toContain(
      'Dieser Stapel ist gesperrt, solange dein Wettbewerb läuft.',
    );
    expect(screen.queryByTestId('quiz-karte')).toBeNull();
  });

  it('moves boxes, checks the written answer case-sensitively, sends known/not known and the result', async () => {
    const calls = open();
    expect(await screen.findByRole('heading', { name: 'Englisch Unit 3 (Quiz)' })).toBeTruthy();
    expect(screen.getByTestId('fach-1').textContent).toBe('Fach 1: 2');
    await beantworteBeide();
    expect(await screen.findByTestId('quiz-ergebnis')).toHaveProperty(
      'textContent',
      'Du hast 1 von 2 Karten gewusst (50 %).',
    );
    expect(screen.getByTestId('fach-1').textContent).toBe('Fach 1: 1');
    expect(screen.getByTestId('fach-2').textContent).toBe('Fach 2: 1');
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      '/unterrichtsmodulteile/quiz/fach',
      '/unterrichtsmodulteile/quiz/fach',
      '/stapelergebnisse',
    ]);
    expect(nth(posts, 2).body).toMatchObject({
      unterrichtsmodul_id: 5,
      anzahl_richtig: 1,
      anzahl_karten_insg: 2,
    });
    expect(localStorage.getItem(`lernstapel.lernwarteschlange.${TEACHER.id}`)).toBe('[]');
  });

  it("never sends what another user of this device answered: it waits in that user's queue", async () => {
    const fremd = `lernstapel.lernwarteschlange.${TEACHER.id + 1}`;
    const wartend = [
      { pfad: 'unterrichtsmodulteile/quiz/fach', body: { id: 99, gewusst: true, anfrage_id: 'fremd-1' } },
    ];
    localStorage.setItem(fremd, JSON.stringify(wartend));
    const calls = open();
    await beantworteBeide();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    expect(calls.some((call) => JSON.stringify(call.body ?? '').includes('fremd-1'))).toBe(false);
    expect(JSON.parse(localStorage.getItem(fremd) ?? '[]')).toEqual(wartend);
  });

  it('saves nothing for a stack the user only reads (preview)', async () => {
    const calls = open(quiz({ eigener: false }));
    await beantworteBeide();
    await screen.findByTestId('quiz-ergebnis');
    expect(screen.queryByTestId('fach-leiste')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("asks only the due cards in 'Intelligente Wiederholung' and says how many are due", async () => {
    open(quiz({ lernmodus: 'intelligent', faellig: [12] }));
    expect(await screen.findByText('1 Karte fällig')).toBeTruthy();
    expect(screen.getByTestId('quiz-zaehler').textContent).toBe('Frage 1 / 1');
    expect(screen.getByTestId('quiz-karte').textContent).toContain('the cat');
  });

  it('offers all cards when none is due', async () => {
    open(quiz({ lernmodus: 'intelligent', faellig: [] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Trotzdem alle Karten abfragen' }));
    expect(screen.getByTestId('quiz-zaehler').textContent).toBe('Frage 1 / 2');
  });

  it("shows a card's video below the face, loaded only on the user's click", async () => {
    open(
      quiz({
        karten: [
          karte(11, 'Was zeigt das Video?', 'Photosynthese', {
            ist_youtube_video: true,
            youtube_video_id: 'dQw4w9WgXcQ',
          }),
        ],
      }),
    );
    const video = await screen.findByTestId('karten-video');
    expect(screen.getByTestId('quiz-karte').contains(video)).toBe(false);
    expect(video.querySelector('iframe')).toBeNull();
    fireEvent.click(within(video).getByRole('button', { name: 'Video laden' }));
    expect(within(video).getByTitle('Video').getAttribute('src')).toContain(
      'youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    // The card is still learned as before.
    fireEvent.click(screen.getByTestId('quiz-karte'));
    expect(screen.getByRole('button', { name: 'Ich wusste es!' })).toBeTruthy();
  });
});
