import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fakeApiCalls, renderPage } from '@lernstapel/testing';
import { BildFeld } from './BildFeld';
import { UebersetzungDialog } from './UebersetzungDialog';
import { VideoFeld, type VideoWerte } from './VideoFeld';
import { playerBreite } from './VideoPlayer';

const jahr = new Date().getFullYear();

describe('BildFeld (02 §5, §7, §8)', () => {
  it.each([
    [
      { erlaubt: false, grund: 'lizenz.keineLizenzUpload', jahr, erlaubtBis: null },
      `Keine Schul-Lizenz für das Jahr ${jahr} zum Upload von eigenen Dateien vorhanden...`,
      'Adresse (URL) eines Bildes',
    ],
    [
      { erlaubt: false, grund: 'uploads.keineErlaubnis', jahr, erlaubtBis: null },
      'Du darfst zurzeit keine eigenen Dateien hochladen',
      'Lehrperson',
    ],
  ])('refuses the upload without sending it: %j', async (erlaubnis, text, hinweis) => {
    const calls = fakeApiCalls({ '/uploads/erlaubnis': { status: 200, body: erlaubnis } });
    renderPage(<BildFeld label="Bild zur Frage" value="" onChange={() => undefined} />);
    await waitFor(() => expect(calls.some((call) => call.path === '/uploads/erlaubnis')).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Eigenes Bild hochladen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(alert.textContent).toContain(hinweis);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('takes an image URL as typed and shows it', async () => {
    fakeApi({
      '/uploads/erlaubnis': { status: 200, body: { erlaubt: true, grund: null, jahr, erlaubtBis: null } },
    });
    const urls: string[] = [];
    const view = renderPage(
      <BildFeld
        label="Bild zur Frage"
        value="https://bilder.example/hund.png"
        onChange={(url) => urls.push(url)}
      />,
    );
    expect(screen.getByRole('img', { name: 'Vorschau des Bildes' }).getAttribute('src')).toBe(
      'https://bilder.example/hund.png',
    );
    fireEvent.change(screen.getByLabelText('Bild zur Frage'), {
      target: { value: 'https://bilder.example/katze.png' },
    });
    expect(urls).toEqual(['https://bilder.example/katze.png']);
    view.unmount();
  });
});

describe('VideoFeld (02 §3, §5)', () => {
  const LEER: VideoWerte = {
    youtube_video_id: '',
    youtube_video_startzeit: 0,
    youtube_video_laufzeit: 0,
    nur_audio_abspielen: false,
  };

  it('takes the id out of a pasted link, and says when there is none', () => {
    const werte: VideoWerte[] = [];
    renderPage(<VideoFeld value={LEER} onChange={(neu) => werte.push(neu)} />);
    fireEvent.change(screen.getByLabelText('Video (Link oder ID)'), {
      target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42' },
    });
    expect(werte.at(-1)?.youtube_video_id).toBe('dQw4w9WgXcQ');
    fireEvent.change(screen.getByLabelText('Video (Link oder ID)'), { target: { value: 'kein Link' } });
    expect(screen.getByText('In diesem Link wurde keine Video-ID gefunden.')).toBeTruthy();
    expect(werte.at(-1)?.youtube_video_id).toBe('');
  });

  it('keeps an emptied time with its message and gives the card 0 s for it', () => {
    const werte: VideoWerte[] = [];
    const start = { ...LEER, youtube_video_id: 'dQw4w9WgXcQ', youtube_video_startzeit: 42 };
    renderPage(<VideoFeld value={start} onChange={(neu) => werte.push(neu)} />);
    fireEvent.change(screen.getByLabelText('Startzeit (Sekunden)'), { target: { value: '' } });
    expect(screen.getByText('Bitte eine ganze Zahl ab 0 eingeben.')).toBeTruthy();
    expect(werte.at(-1)).toEqual({ ...start, youtube_video_startzeit: 0 });
    fireEvent.change(screen.getByLabelText('Laufzeit (Sekunden, 0 = ganzes Video)'), {
      target: { value: '30' },
    });
    expect(werte.at(-1)).toEqual({ ...start, youtube_video_startzeit: 0, youtube_video_laufzeit: 30 });
  });

  it.each([
    [375, 306],
    [1280, 853],
    [200, 240],
  ])('player width for a %i px window: %i px', (fenster, breite) =>
    expect(playerBreite(fenster)).toBe(breite),
  );
});

describe('UebersetzungDialog (02 §2, §8, §9)', () => {
  it('asks in the remembered language and shows source and target; takes a translation over', async () => {
    const calls = fakeApiCalls({
      'GET /benutzereinstellungen': {
        status: 200,
        body: [
          {
            tag: 'lastTranslationLanguageKey',
            strvalue: 'defr',
            boolvalue: null,
            intvalue: null,
            textvalue: null,
          },
        ],
      },
      'POST /ponsrequest': {
        status: 200,
        body: { dienst: 'dictd 127.0.0.1:2628', treffer: [{ source: 'Haus', target: 'maison' }] },
      },
    });
    const genommen: string[] = [];
    renderPage(
      <UebersetzungDialog
        opened
        text="Haus"
        onClose={() => undefined}
        onUebernehmen={(text) => genommen.push(text)}
      />,
    );
    expect(await screen.findByRole('cell', { name: 'maison' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      sourcetext: 'Haus',
      languagekey: 'defr',
    });
    fireEvent.click(screen.getByRole('button', { name: '«maison» übernehmen' }));
    expect(genommen).toEqual(['maison']);
  });

  it("says 'Keine Übersetzungsergebnisse gefunden!' without hits (default deen)", async () => {
    const calls = fakeApiCalls({
      'GET /benutzereinstellungen': { status: 200, body: [] },
      'POST /ponsrequest': { status: 200, body: { dienst: 'dictd', treffer: [] } },
    });
    renderPage(<UebersetzungDialog opened text="Xyz" onClose={() => undefined} />);
    expect(await screen.findByText('Keine Übersetzungsergebnisse gefunden!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      sourcetext: 'Xyz',
      languagekey: 'deen',
    });
  });

  it('shows the note when the dictionary lacks the word, with the hits of the similar word (issue 25)', async () => {
    fakeApiCalls({
      'GET /benutzereinstellungen': { status: 200, body: [] },
      'POST /ponsrequest': {
        status: 200,
        body: {
          dienst: 'dictd',
          treffer: [{ source: 'chien', target: 'Hund' }],
          hinweis:
            'Das Wörterbuch kennt «chiens» nicht. Gezeigt wird, was es in beiden Richtungen unter ähnlichen Wörtern hat: chien.',
        },
      },
    });
    renderPage(<UebersetzungDialog opened text="chiens" onClose={() => undefined} />);
    expect(await screen.findByText(/Das Wörterbuch kennt «chiens» nicht/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Hund' })).toBeTruthy();
    expect(screen.queryByText('Keine Übersetzungsergebnisse gefunden!')).toBeNull();
  });
});
