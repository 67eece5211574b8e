/**
 * @jest-environment node
 */
// Node's Blob and URL.createObjectURL (jsdom has no object URLs).
import { resolveObjectURL } from 'node:buffer';
import type { QuizKarte, QuizStapel } from '@lernstapel/contracts';
import { medienUrls, mitGeraeteMedien } from './medien';

const ORIGIN = 'https://lernstapel.example';

function stapel(...karten: Array<Partial<QuizKarte>>): QuizStapel {
  const leer = {
    frage_videobild_url: '',
    antwort_videobild_url: '',
    antwort1_imageurl: '',
    antwort2_imageurl: '',
    antwort3_imageurl: '',
    antwort4_imageurl: '',
    antwort5_imageurl: '',
  };
  return {
    id: 1,
    bezeichnung: 'Bilder',
    eigener: true,
    faecher: { fach1: 0, fach2: 0, fach3: 0 },
    karten: karten.map((karte, i) => ({ ...leer, id: i + 1, ...karte }) as QuizKarte),
    lernmodus: 'faecher',
    faellig: [],
  };
}

describe('the files of a kept stack (issue 27)', () => {
  it('keeps the own server’s images and sounds once each, never another site’s', () => {
    const quiz = stapel(
      { frage_videobild_url: '/api/uploads/a.png', antwort3_imageurl: '/api/uploads/b.webp' },
      {
        frage_videobild_url: `${ORIGIN}/api/unterrichtsmodulteile/howtopronounce/audio/hund.wav`,
        antwort_videobild_url: '/api/uploads/a.png',
      },
      { frage_videobild_url: 'https://aussprache.example/hund.mp3' },
    );
    expect(medienUrls(quiz, ORIGIN)).toEqual([
      '/api/uploads/a.png',
      '/api/uploads/b.webp',
      `${ORIGIN}/api/unterrichtsmodulteile/howtopronounce/audio/hund.wav`,
    ]);
  });

  it('shows kept files from the device and leaves the others as they are', async () => {
    const quiz = stapel({
      frage_videobild_url: '/api/uploads/a.png',
      antwort1_imageurl: 'https://x.example/b.png',
    });
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    const { quiz: angezeigt, freigeben } = mitGeraeteMedien(quiz, [
      { url: '/api/uploads/a.png', typ: 'image/png', bytes },
    ]);
    const karte = angezeigt.karten[0];
    expect(karte?.frage_videobild_url).toMatch(/^blob:/);
    expect(karte?.antwort1_imageurl).toBe('https://x.example/b.png');
    // The kept copy itself is unchanged (it is shown again next time).
    expect(quiz.karten[0]?.frage_videobild_url).toBe('/api/uploads/a.png');
    const gezeigt = resolveObjectURL(karte?.frage_videobild_url ?? '');
    expect(gezeigt?.type).toBe('image/png');
    expect([...new Uint8Array((await gezeigt?.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual([1, 2, 3]);
    freigeben();
    expect(resolveObjectURL(karte?.frage_videobild_url ?? '')).toBeUndefined();
  });
});
