import { ausspracheText, ausspracheWort, isAusspracheSprache } from './aussprache';
import { kameraKnopfVerborgen } from './kamera';
import { UEBERSETZUNGS_SPRACHEN, uebersetzungsSpracheOder } from './uebersetzungs-sprachen';
import { isVideoZeit, validateVideoLink, validateVideoZeit, videoIdAus } from './video-id';

describe('02 §9 translation languages', () => {
  it('has the 22 keys, deen first', () => {
    expect(UEBERSETZUNGS_SPRACHEN).toHaveLength(22);
    expect(UEBERSETZUNGS_SPRACHEN[0]).toEqual({ key: 'deen', label: 'Englisch' });
    expect(UEBERSETZUNGS_SPRACHEN.map((s) => s.key)).toContain('delb');
  });

  it.each([
    [null, 'deen'],
    ['defr', 'defr'],
    ['xx', 'deen'],
  ])('remembered %s → %s', (gespeichert, erwartet) => {
    expect(uebersetzungsSpracheOder(gespeichert)).toBe(erwartet);
  });
});

describe('02 §7 pronunciation', () => {
  it.each([
    ["l'eau", 'l-eau'],
    ['ice cream', 'ice-cream'],
    ['  Haus ', 'Haus'],
    ['rock ’n’ roll', 'rock-n-roll'],
    ['¿Qué tal?', 'Qué-tal'],
    ['« oui »', 'oui'],
    ["s'il vous plaît", 's-il-vous-plaît'],
  ])('%s → %s', (wort, erwartet) => expect(ausspracheWort(wort)).toBe(erwartet));

  it.each([
    ["l'école", "l'école"],
    ['l’école', "l'école"],
    ["don't", "don't"],
    ['je m’appelle', "je m'appelle"],
    ['¿Qué tal?', 'Qué tal'],
    ['¡Hola!', 'Hola'],
    ['  "Haus"  ', 'Haus'],
    ['sí, claro', 'sí claro'],
  ])('spoken as %s → %s (issue 25 §3)', (wort, erwartet) => expect(ausspracheText(wort)).toBe(erwartet));

  it.each([
    ['german', true],
    ['englisch', true],
    ['english', false],
    ['italian', false],
  ])('language %s allowed: %s', (sprache, erlaubt) => expect(isAusspracheSprache(sprache)).toBe(erlaubt));
});

describe('video id from a pasted link', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://example.com/watch?v=dQw4w9WgXcQ', null],
    ['kein Video', null],
    ['', null],
  ])('%s → %s', (eingabe, erwartet) => expect(videoIdAus(eingabe)).toBe(erwartet));

  it.each([
    [0, true],
    [90, true],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])('time %s valid: %s', (zeit, gueltig) => expect(isVideoZeit(zeit)).toBe(gueltig));

  it.each([
    ['', []],
    ['  ', []],
    ['https://youtu.be/dQw4w9WgXcQ', []],
    ['dQw4w9WgXcQ', []],
    ['kein Link', ['uploads.videoUngueltig']],
    ['https://example.org/watch?v=dQw4w9WgXcQ', ['uploads.videoUngueltig']],
  ])('the video field %p answers %p', (eingabe, fehler) =>
    expect(validateVideoLink(eingabe)).toEqual(fehler),
  );

  it.each([
    [0, []],
    [90, []],
    ['', ['uploads.videoZeitUngueltig']],
    [-1, ['uploads.videoZeitUngueltig']],
  ])('the time field %p answers %p', (wert, fehler) => expect(validateVideoZeit(wert)).toEqual(fehler));
});

describe('02 §9 camera button', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 0, true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5, true],
    ['Mozilla/5.0 (BlackBerry; U; BlackBerry 9900)', 0, true],
    ['Mozilla/5.0 (BB10; Touch)', 0, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0, false],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 0, false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 10, false],
  ])('%s (%i touch points) hidden: %s', (ua, touch, verborgen) =>
    expect(kameraKnopfVerborgen(ua, touch)).toBe(verborgen),
  );
});
